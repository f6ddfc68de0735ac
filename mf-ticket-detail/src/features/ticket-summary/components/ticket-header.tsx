import { TICKET_STATUS, type Ticket } from '@portal/shared/contract';
import { useLanguage, useLocalized } from '@portal/shared/runtime/i18n';
import { accountName } from '../../../i18n/account-name';
import { useDetailT } from '../../../i18n/use-detail-t';
import { useGroups } from '../api/get-groups';
import './ticket-header.css';

type TicketHeaderProps = {
  titleId: string;
  ticketId: number;
  ticket: Ticket | undefined;
  failed: boolean;
};

export function TicketHeader({ titleId, ticketId, ticket, failed }: TicketHeaderProps) {
  const t = useDetailT();
  const localized = useLocalized();
  const language = useLanguage();
  const { data: groups } = useGroups();

  if (!ticket) {
    return (
      <header className="td-header">
        <h2 id={titleId} className="td-title">
          {failed ? t('ticketLoadFailed') : t('loadingTicket')}
        </h2>
        <p className="td-header-id">{t('ticketNumber', { id: ticketId })}</p>
      </header>
    );
  }

  const group = groups?.find((item) => item.key === ticket.group);
  const category = group?.categories.find((item) => item.key === ticket.category);
  const closed = ticket.status === TICKET_STATUS.closed;
  const openedOn = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const assignees = ticket.assignees.map((account) => accountName(account, t)).join(', ');

  return (
    <header className="td-header">
      <div className="td-header-top">
        <span className={closed ? 'td-status td-status-closed' : 'td-status td-status-opened'}>
          {closed && <span aria-hidden="true">✕ </span>}
          {closed ? t('statusClosed') : t('statusOpened')}
        </span>
        <span className="td-header-id">{t('ticketNumber', { id: ticket._id })}</span>
      </div>
      <h2 id={titleId} className="td-title">
        {ticket.title}
      </h2>
      <p className="td-header-tags">
        <span className="td-chip">{group ? localized(group.name) : ticket.group}</span>
        <span className="td-chip td-chip-muted">
          {category ? localized(category.title) : ticket.category}
        </span>
      </p>
      <dl className="td-facts">
        <div>
          <dt>{t('createdBy')}</dt>
          <dd>{accountName(ticket.createdBy, t)}</dd>
        </div>
        <div>
          <dt>{t('assignees')}</dt>
          <dd>{assignees || t('unassigned')}</dd>
        </div>
        <div>
          <dt>{t('openedAt')}</dt>
          <dd>
            <time dateTime={new Date(ticket.timestamp).toISOString()}>
              {openedOn.format(ticket.timestamp)}
            </time>
          </dd>
        </div>
        <div>
          <dt className="td-visually-hidden">{t('threadLabel')}</dt>
          <dd>{t('commentCount', { count: ticket.commentsCount })}</dd>
        </div>
        {Object.entries(ticket.inputFields).map(([field, value]) => (
          <div key={field} className="td-fact-wide">
            <dt>{field}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
