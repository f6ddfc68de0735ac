import { type Group, TICKET_TYPE, type Ticket } from '@portal/shared/contract';
import { useAccountName } from '@portal/shared/runtime/account-name';
import { Button } from '@portal/ui/button';
import { IconButton } from '@portal/ui/icon-button';
import { CloseIcon } from '@portal/ui/icons';
import { showToast } from '@portal/ui/toast';
import { useState } from 'react';
import type { TicketAccess } from '../../../access/ticket-access';
import { useDetailT } from '../../../i18n/use-detail-t';
import { useRoleAssignment } from '../api/change-role-assignment';
import { useUserAssignment } from '../api/change-user-assignment';
import { type CloseResolution, useCloseTicket } from '../api/close-ticket';
import { useReopenTicket } from '../api/reopen-ticket';
import { useTakeTicket } from '../api/take-ticket';
import { AssignPanel } from './assign-panel';
import { InactivityWarning } from './inactivity-warning';
import { MapLink } from './map-link';
import { ResolutionDialog } from './resolution-dialog';
import './staff-toolbar.css';

type StaffToolbarProps = {
  ticket: Ticket;
  group: Group | undefined;
  access: TicketAccess;
  roleName: (key: string) => string;
  /** Posts the text waiting in the input, if any; false when that failed (then nothing closes). */
  postPendingComment: () => Promise<boolean>;
};

export function StaffToolbar({
  ticket,
  group,
  access,
  roleName,
  postPendingComment,
}: StaffToolbarProps) {
  const t = useDetailT();
  const nameOf = useAccountName();
  const id = ticket._id;
  // Each shows its change at once (ticket header and list rows) and undoes it when refused.
  const take = useTakeTicket();
  const closing = useCloseTicket();
  const reopen = useReopenTicket();
  const users = useUserAssignment(id);
  const roles = useRoleAssignment(id);
  const busy = take.busy || closing.busy || reopen.busy || users.busy || roles.busy;
  const [assigning, setAssigning] = useState(false);
  const [choosingResolution, setChoosingResolution] = useState(false);

  const close = async (resolution?: CloseResolution) => {
    setChoosingResolution(false);
    if (!(await postPendingComment())) return;
    await closing.trigger(id, resolution);
  };
  const assignUser = async (userId: number, assigned: boolean) => {
    const answer = await users.change(userId, assigned);
    const assignee = answer?.assignees.find((account) => account._id === userId);
    // Said in words: handing a ticket on may take it out of this person's sight at once.
    if (assigned && assignee && assignee.visualId !== access.viewerId) {
      showToast({ message: t('assignedTo', { name: nameOf(assignee) }), tone: 'success' });
    }
  };
  const assignRole = (key: string, assigned: boolean) => void roles.change(key, assigned);

  return (
    <section className="td-staff-tools" aria-label={t('staffTools')} aria-busy={busy || undefined}>
      <div className="td-staff-actions">
        {access.canTake && (
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => void take.trigger({ body: { ticketId: id } })}
          >
            {t('take')}
          </Button>
        )}
        {access.canAssign && (
          <Button aria-expanded={assigning} onClick={() => setAssigning(!assigning)}>
            {t('assign')}
          </Button>
        )}
        {access.canClose && (
          <Button
            variant="danger"
            disabled={busy}
            onClick={() =>
              ticket.type === TICKET_TYPE.report ? setChoosingResolution(true) : void close()
            }
          >
            {t('closeTicket')}
          </Button>
        )}
        {access.canReopen && (
          <Button disabled={busy} onClick={() => void reopen.trigger({ body: { ticketId: id } })}>
            {t('reopenTicket')}
          </Button>
        )}
        {access.canAdminister && (
          <MapLink ticketId={id} location={ticket.eventCalendar?.location} />
        )}
      </div>
      {access.canAssign && (
        <ul className="td-assigned-list" aria-label={t('assignedList')}>
          {ticket.assignees.flatMap((account) =>
            account._id === undefined
              ? []
              : [
                  <li key={account.visualId} className="td-assigned-chip">
                    {nameOf(account)}
                    <IconButton
                      size="sm"
                      label={t('unassignUser', { name: nameOf(account) })}
                      icon={<CloseIcon />}
                      disabled={busy}
                      onClick={() => void assignUser(account._id as number, false)}
                    />
                  </li>,
                ],
          )}
          {ticket.roleAssignees.map((key) => (
            <li key={key} className="td-assigned-chip">
              {roleName(key)}
              <IconButton
                size="sm"
                label={t('unassignRole', { name: roleName(key) })}
                icon={<CloseIcon />}
                disabled={busy}
                onClick={() => assignRole(key, false)}
              />
            </li>
          ))}
        </ul>
      )}
      {assigning && access.canAssign && (
        <AssignPanel
          ticket={ticket}
          busy={busy}
          onAssignUser={(userId) => void assignUser(userId, true)}
          onAssignRole={(key) => assignRole(key, true)}
        />
      )}
      {group && <InactivityWarning ticket={ticket} minutes={group.inactiveMinutesWarning} />}
      <ResolutionDialog
        open={choosingResolution}
        onResolve={(resolution) => void close(resolution)}
        onCancel={() => setChoosingResolution(false)}
      />
    </section>
  );
}
