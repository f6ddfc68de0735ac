import type { Group, Ticket } from '@portal/shared/contract';
import { useLanguage, useLocalized } from '@portal/shared/runtime/i18n';
import { ticketPath } from '@portal/shared/runtime/routes';
import { Link } from 'react-router-dom';
import { useTicketsT } from '../../../i18n/use-tickets-t';
import { StatusIcon } from './status-icon';

type TicketRowProps = { ticket: Ticket; groups: readonly Group[] | undefined };

function useGroupAndCategoryNames(ticket: Ticket, groups: readonly Group[] | undefined) {
  const localized = useLocalized();
  const group = groups?.find((item) => item.key === ticket.group);
  const category = group?.categories.find((item) => item.key === ticket.category);
  return {
    groupName: group ? localized(group.name) : ticket.group,
    categoryName: category ? localized(category.title) : ticket.category,
  };
}

export function TicketRow({ ticket, groups }: TicketRowProps) {
  const t = useTicketsT();
  const language = useLanguage();
  const { groupName, categoryName } = useGroupAndCategoryNames(ticket, groups);
  const lastActivity = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(ticket.lastComment);

  return (
    <li className="tk-row">
      <Link className="tk-row-link" to={ticketPath(ticket._id)}>
        <StatusIcon status={ticket.status} />
        <span className="tk-row-main">
          <span className="tk-row-title">{ticket.title}</span>
          <span className="tk-row-meta">
            <span className="tk-chip">{groupName}</span>
            <span className="tk-chip tk-chip-muted">{categoryName}</span>
            <span className="tk-row-id">{t('ticketNumber', { id: ticket._id })}</span>
          </span>
        </span>
        <span className="tk-row-side">
          <time dateTime={new Date(ticket.lastComment).toISOString()}>
            {t('lastActivity', { when: lastActivity })}
          </time>
          <span className="tk-row-comments">
            {t('commentCount', { count: ticket.commentsCount })}
          </span>
        </span>
      </Link>
    </li>
  );
}
