import type { TicketComment } from '@portal/shared/contract';
import { HoverCard } from '@portal/ui/hover-card';
import { useDetailT } from '../../../i18n/use-detail-t';
import { CommentTime } from './comment-time';

/** 'edited', with the earlier versions in a tooltip on hover and on keyboard focus. */
export function EditedMarker({ history }: { history: TicketComment['messageHistory'] }) {
  const t = useDetailT();
  return (
    <HoverCard trigger={t('edited')} triggerClassName="td-comment-edited">
      {() => (
        <>
          <strong className="td-card-title">{t('editHistory')}</strong>
          <span className="td-history">
            {history.map((entry) => (
              <span key={`${entry.timestamp}-${entry.message}`} className="td-history-entry">
                <CommentTime timestamp={entry.timestamp} />
                <span className="td-history-text">{entry.message}</span>
              </span>
            ))}
          </span>
        </>
      )}
    </HoverCard>
  );
}
