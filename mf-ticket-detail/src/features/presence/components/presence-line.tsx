import { UserIcon } from '@portal/ui/icons';
import { useNameList } from '../../../components/use-name-list';
import { useDetailT } from '../../../i18n/use-detail-t';
import type { TicketPresence } from '../hooks/use-ticket-presence';
import './presence-line.css';

type PresenceLineProps = Pick<TicketPresence, 'viewers' | 'typing'>;

/**
 * Who else has the ticket open, and who of them is typing (said once, as typing). A polite
 * status region, there even when empty, so that a screen reader hears each change.
 */
export function PresenceLine({ viewers, typing }: PresenceLineProps) {
  const t = useDetailT();
  const nameList = useNameList();
  const typingIds = new Set(typing.map((person) => person.visualId));
  const onlyViewing = viewers.filter((person) => !typingIds.has(person.visualId));
  const sentence = (people: typeof viewers) => ({
    count: people.length,
    name: nameList(people.map((person) => person.name)),
  });
  return (
    <div className="td-presence" role="status" aria-label={t('presenceLabel')}>
      {onlyViewing.length > 0 && (
        <p className="td-presence-line">
          <UserIcon />
          {t('presenceViewing', sentence(onlyViewing))}
        </p>
      )}
      {typing.length > 0 && (
        <p className="td-presence-line td-presence-typing">
          <UserIcon />
          {t('presenceTyping', sentence(typing))}
        </p>
      )}
    </div>
  );
}
