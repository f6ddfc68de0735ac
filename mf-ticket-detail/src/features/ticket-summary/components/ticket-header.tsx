import { type Group, TICKET_STATUS, TICKET_TYPE, type Ticket } from '@portal/shared/contract';
import { useLanguage, useLocalized } from '@portal/shared/runtime/i18n';
import { AccountLabel } from '../../../components/account-label';
import { AccountList } from '../../../components/account-list';
import { CopyButton } from '../../../components/copy-button';
import { useDetailT } from '../../../i18n/use-detail-t';
import { EventChoiceFacts } from './event-choice';
import { ReportDetails } from './report-details';
import './ticket-header.css';

type TicketHeaderProps = {
  titleId: string;
  ticketId: number;
  ticket: Ticket | undefined;
  group: Group | undefined;
  failed: boolean;
  /** Comments the viewer has not read; null when the viewer's own id is unknown. */
  unread: number | null;
  /** Admins copy the ticket id and field values (SPEC §6). */
  canCopy: boolean;
  roleName: (key: string) => string;
};

export function TicketHeader(props: TicketHeaderProps) {
  const { titleId, ticketId, ticket, group, failed, unread, canCopy, roleName } = props;
  const t = useDetailT();
  const localized = useLocalized();
  const language = useLanguage();

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

  const category = group?.categories.find((item) => item.key === ticket.category);
  const closed = ticket.status === TICKET_STATUS.closed;
  const reportInProgress = ticket.type === TICKET_TYPE.report && !closed;
  const openedOn = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  // Values are kept by field title; the category says the title in each language.
  const fieldLabel = (title: string) => {
    const label = category?.fields.find((field) => field.title === title)?.label;
    return label ? localized(label) : title;
  };

  return (
    <header className="td-header">
      <div className="td-header-top">
        <span className={closed ? 'td-status td-status-closed' : 'td-status td-status-opened'}>
          {closed && <span aria-hidden="true">✕ </span>}
          {closed ? t('statusClosed') : t('statusOpened')}
        </span>
        {reportInProgress && (
          <span className="td-report-flag" role="img" aria-label={t('reportInProgress')}>
            ⚠
          </span>
        )}
        <span className="td-header-id">{t('ticketNumber', { id: ticket._id })}</span>
        {canCopy && <CopyButton value={String(ticket._id)} label={t('copyTicketId')} />}
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
          <dd>
            <AccountLabel account={ticket.createdBy} />
          </dd>
        </div>
        <div>
          <dt>{t('assignees')}</dt>
          <dd>
            {ticket.assignees.length === 0 && t('unassigned')}
            <AccountList accounts={ticket.assignees} />
          </dd>
        </div>
        <div>
          <dt>{t('roleAssignees')}</dt>
          <dd>{ticket.roleAssignees.map(roleName).join(', ') || t('noRoles')}</dd>
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
          <dd>
            {t('commentCount', { count: ticket.commentsCount })}
            {unread !== null && unread > 0 && (
              <span className="td-unread">{t('unreadCount', { count: unread })}</span>
            )}
          </dd>
        </div>
        {ticket.eventCalendar && <EventChoiceFacts event={ticket.eventCalendar} />}
        {Object.entries(ticket.inputFields).map(([field, value]) => (
          <div key={field} className="td-fact-wide">
            <dt>{fieldLabel(field)}</dt>
            <dd>
              {value}
              {canCopy && <CopyButton value={value} label={t('copyValue', { field })} />}
            </dd>
          </div>
        ))}
      </dl>
      {ticket.type === TICKET_TYPE.report && <ReportDetails ticket={ticket} />}
    </header>
  );
}
