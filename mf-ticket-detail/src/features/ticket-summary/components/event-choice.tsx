import type { EventChoice } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { useDetailT } from '../../../i18n/use-detail-t';

/** A public event's date and place, as chosen in the calendar and map frame. */
export function EventChoiceFacts({ event }: { event: EventChoice }) {
  const t = useDetailT();
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' });
  return (
    <>
      {event.timestamp !== undefined && (
        <div className="td-fact-wide">
          <dt>{t('eventDate')}</dt>
          <dd>
            <time dateTime={new Date(event.timestamp).toISOString()}>
              {date.format(event.timestamp)}
            </time>
          </dd>
        </div>
      )}
      {event.location !== undefined && (
        <div className="td-fact-wide">
          <dt>{t('eventPlace')}</dt>
          <dd>{event.location}</dd>
        </div>
      )}
    </>
  );
}
