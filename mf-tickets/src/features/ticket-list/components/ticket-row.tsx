import { type EventChoice, type Group, type Ticket, unreadCount } from '@portal/shared/contract';
import type { AccountMarksOf } from '@portal/shared/runtime/account-marks';
import { useAccountName } from '@portal/shared/runtime/account-name';
import { useLanguage, useLocalized, useT } from '@portal/shared/runtime/i18n';
import { useResolutionName } from '@portal/shared/runtime/resolution-name';
import { ticketPath } from '@portal/shared/runtime/routes';
import { Link, useLocation } from '@portal/shared/runtime/routing';
import { useViewer } from '@portal/shared/runtime/viewer';
import { AccountMarks } from '@portal/ui/account-marks';
import { Badge } from '@portal/ui/badge';
import { Checkbox } from '@portal/ui/checkbox';
import { useListT } from '../../../i18n/use-list-t';
import type { RowPrefetch } from '../hooks/use-ticket-prefetch';
import { StatusIcon } from './status-icon';

type TicketRowProps = {
  ticket: Ticket;
  groups: readonly Group[] | undefined;
  /** The viewer's own hash id, for the unread count; null when unknown. */
  viewerVisualId: string | null;
  /** Role key → name in the viewer's language (staff only). */
  roleNames: ReadonlyMap<string, string>;
  /** Online and important marks by visualId (staff); null for anyone else. */
  marksOf: AccountMarksOf | null;
  /** Fetches the ticket's modal ahead while the pointer rests on the row. */
  prefetch: RowPrefetch;
  /** The row's place in the staff's selection; absent for players. */
  selection?: { selected: boolean; onToggle: (range: boolean) => void };
};

type Assignee = { key: string; name: string; visualId?: string };

function useGroupAndCategoryNames(ticket: Ticket, groups: readonly Group[] | undefined) {
  const localized = useLocalized();
  const group = groups?.find((item) => item.key === ticket.group);
  const category = group?.categories.find((item) => item.key === ticket.category);
  return {
    groupName: group ? localized(group.name) : ticket.group,
    categoryName: category ? localized(category.title) : ticket.category,
  };
}

/**
 * Who the ticket is assigned to, as the viewer may see them. Staff read members and role names;
 * anyone else sees staff only as the support team (SPEC §6), so members and roles alike are that
 * one name, written once.
 */
function useAssignees(ticket: Ticket, roleNames: ReadonlyMap<string, string>): Assignee[] {
  const nameOf = useAccountName();
  const { isStaff } = useViewer();
  const t = useT();
  const people = ticket.assignees.map((account) => ({
    key: account.visualId,
    name: nameOf(account),
    visualId: account.visualId,
  }));
  if (isStaff) {
    const roles = ticket.roleAssignees.map((key) => ({
      key: `role:${key}`,
      name: roleNames.get(key) ?? key,
    }));
    return [...people, ...roles];
  }
  const team = ticket.roleAssignees.length > 0 ? [{ key: 'role', name: t('supportTeam') }] : [];
  return [...people, ...team].filter(
    (assignee, index, all) => all.findIndex((other) => other.name === assignee.name) === index,
  );
}

/** A public event's date and place on one line: "1 dic 2026, 20:00 · Puerto". */
function eventChoiceText(event: EventChoice, language: string): string {
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const when = event.timestamp === undefined ? undefined : date.format(event.timestamp);
  return [when, event.location].filter(Boolean).join(' · ');
}

/** One ticket as a real link: a click opens the modal, ctrl/middle click a new tab (SPEC §2). */
export function TicketRow({
  ticket,
  groups,
  viewerVisualId,
  roleNames,
  marksOf,
  prefetch,
  selection,
}: TicketRowProps) {
  const t = useListT();
  const language = useLanguage();
  // The filters ride along, so the list under the modal stays as it was.
  const { search } = useLocation();
  const { groupName, categoryName } = useGroupAndCategoryNames(ticket, groups);
  const nameOf = useAccountName();
  const resolutionName = useResolutionName();
  const lastActivity = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(ticket.lastComment);
  const unread = viewerVisualId === null ? 0 : unreadCount(ticket, viewerVisualId);
  const assignees = useAssignees(ticket, roleNames);
  const { isStaff } = useViewer();
  const marks = (visualId: string | undefined) =>
    marksOf && visualId !== undefined && <AccountMarks {...marksOf(visualId)} />;

  const rowClass = [
    'tk-row',
    selection && 'tk-row-selectable',
    selection?.selected && 'tk-row-selected',
  ].filter(Boolean);

  return (
    // The id is how the list's shortcuts know which ticket the focused row holds.
    <li className={rowClass.join(' ')} data-ticket-id={ticket._id}>
      {selection && (
        <Checkbox
          className="tk-row-select"
          label={
            <span className="portal-visually-hidden">{t('selectTicket', { id: ticket._id })}</span>
          }
          checked={selection.selected}
          // A checkbox changes on click: the click's shift key asks for the range.
          onChange={(event) =>
            selection.onToggle((event.nativeEvent as MouseEvent).shiftKey === true)
          }
        />
      )}
      <Link
        className="tk-row-link"
        to={{ pathname: ticketPath(ticket._id), search }}
        onPointerEnter={prefetch.onPointerEnter}
        onPointerLeave={prefetch.onPointerLeave}
      >
        <StatusIcon ticket={ticket} />
        <span className="tk-row-main">
          <span className="tk-row-title">{ticket.title}</span>
          <span className="tk-row-meta">
            <Badge tone="accent">{groupName}</Badge>
            <Badge>{categoryName}</Badge>
            <span className="tk-row-id">{t('ticketNumber', { id: ticket._id })}</span>
            {ticket.eventCalendar && (
              <span className="tk-row-event">
                {t('eventShort', { what: eventChoiceText(ticket.eventCalendar, language) })}
              </span>
            )}
            {isStaff && ticket.resolution && ticket.resolution !== 'unresolved' && (
              <span className="tk-row-resolution">
                {t('resolutionShort', { resolution: resolutionName(ticket.resolution) })}
              </span>
            )}
            {ticket.reportAccused && (
              <span className="tk-row-accused">
                {t('accusedShort', { name: nameOf(ticket.reportAccused) })}
                {marks(ticket.reportAccused.visualId)}
              </span>
            )}
            {ticket.relatedReports !== undefined && ticket.relatedReports > 0 && (
              <Badge tone="warning">{t('relatedShort', { count: ticket.relatedReports })}</Badge>
            )}
          </span>
        </span>
        <span className="tk-row-side">
          <time dateTime={new Date(ticket.lastComment).toISOString()}>
            {t('lastActivity', { when: lastActivity })}
          </time>
          <span className="tk-row-counts">
            <span className="tk-row-comments">
              {t('commentCount', { count: ticket.commentsCount })}
            </span>
            {unread > 0 && <Badge tone="accent">{t('unreadCount', { count: unread })}</Badge>}
          </span>
          <span className="tk-row-assignees">
            {assignees.length === 0 && t('notAssigned')}
            {assignees.length > 0 && `${t('assignedTo')} `}
            {assignees.map((assignee, index) => (
              <span key={assignee.key}>
                {index > 0 && ', '}
                {assignee.name}
                {marks(assignee.visualId)}
              </span>
            ))}
          </span>
        </span>
      </Link>
    </li>
  );
}
