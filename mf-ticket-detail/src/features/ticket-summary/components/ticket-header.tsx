import { type Group, TICKET_STATUS, TICKET_TYPE, type Ticket } from '@portal/shared/contract';
import { useLanguage, useLocalized } from '@portal/shared/runtime/i18n';
import { Badge } from '@portal/ui/badge';
import { AlertIcon, ClosedIcon } from '@portal/ui/icons';
import { Skeleton } from '@portal/ui/skeleton';
import { AccountList } from '../../../components/account-list';
import { CopyButton } from '../../../components/copy-button';
import { PersonLabel } from '../../../components/person-label';
import { useDetailT } from '../../../i18n/use-detail-t';
import { EventChoiceFacts } from './event-choice';
import { ReportDetails } from './report-details';
import './ticket-header.css';

type TicketHeaderProps = {
  ticketId: number;
  ticket: Ticket | undefined;
  group: Group | undefined;
  /** Comments the viewer has not read; null when the viewer's own id is unknown. */
  unread: number | null;
  /** Admins copy the ticket id and field values (SPEC §6). */
  canCopy: boolean;
  roleName: (key: string) => string;
};

export function TicketHeader(props: TicketHeaderProps) {
  const { ticketId, ticket, group, unread, canCopy, roleName } = props;
  const t = useDetailT();
  const localized = useLocalized();
  const language = useLanguage();

  if (!ticket) {
    return (
      <section className="td-header" aria-label={t('ticketSummary')}>
        <p className="td-header-id">{t('ticketNumber', { id: ticketId })}</p>
        <Skeleton width="60%" />
      </section>
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
    <section className="td-header" aria-label={t('ticketSummary')}>
      <div className="td-header-top">
        <Badge tone={closed ? 'danger' : 'success'} className="td-status">
          {closed && <ClosedIcon />}
          {closed ? t('statusClosed') : t('statusOpened')}
        </Badge>
        {reportInProgress && <AlertIcon className="td-report-flag" label={t('reportInProgress')} />}
        <span className="td-header-id">{t('ticketNumber', { id: ticket._id })}</span>
        {canCopy && <CopyButton value={String(ticket._id)} label={t('copyTicketId')} />}
      </div>
      <p className="td-header-tags">
        <Badge tone="accent">{group ? localized(group.name) : ticket.group}</Badge>
        <Badge>{category ? localized(category.title) : ticket.category}</Badge>
      </p>
      <dl className="td-facts">
        <div>
          <dt>{t('createdBy')}</dt>
          <dd>
            <PersonLabel account={ticket.createdBy} />
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
          <dt className="portal-visually-hidden">{t('threadLabel')}</dt>
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
    </section>
  );
}
