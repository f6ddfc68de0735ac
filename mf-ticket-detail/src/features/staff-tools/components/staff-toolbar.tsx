import { type Group, TICKET_TYPE, type Ticket } from '@portal/shared/contract';
import { useAccountName } from '@portal/shared/runtime/account-name';
import { Button } from '@portal/ui/button';
import { CloseIcon } from '@portal/ui/icons';
import { useState } from 'react';
import type { TicketAccess } from '../../../access/ticket-access';
import { useDetailT } from '../../../i18n/use-detail-t';
import { changeRoleAssignment } from '../api/change-role-assignment';
import { changeUserAssignment } from '../api/change-user-assignment';
import { type CloseResolution, closeTicket } from '../api/close-ticket';
import { reopenTicket } from '../api/reopen-ticket';
import { takeTicket } from '../api/take-ticket';
import { logAssignmentFailure, useTicketAction } from '../hooks/use-ticket-actions';
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
  const { run, busy } = useTicketAction(ticket._id);
  const [assigning, setAssigning] = useState(false);
  const [choosingResolution, setChoosingResolution] = useState(false);
  const id = ticket._id;

  const close = async (resolution?: CloseResolution) => {
    setChoosingResolution(false);
    if (!(await postPendingComment())) return;
    await run(() => closeTicket(id, resolution));
  };
  const assignUser = (userId: number, assigned: boolean) =>
    void run(() => changeUserAssignment(id, userId, assigned), logAssignmentFailure);
  const assignRole = (key: string, assigned: boolean) =>
    void run(() => changeRoleAssignment(id, key, assigned), logAssignmentFailure);

  return (
    <section className="td-staff-tools" aria-label={t('staffTools')}>
      <div className="td-staff-actions">
        {access.canTake && (
          <Button variant="primary" disabled={busy} onClick={() => void run(() => takeTicket(id))}>
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
          <Button disabled={busy} onClick={() => void run(() => reopenTicket(id))}>
            {t('reopenTicket')}
          </Button>
        )}
        {access.canAdminister && (
          <MapLink ticketId={id} location={ticket.eventCalendar?.location} />
        )}
      </div>
      {access.canAssign && (
        <ul className="td-assigned-list">
          {ticket.assignees.flatMap((account) =>
            account._id === undefined
              ? []
              : [
                  <li key={account.visualId}>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={busy}
                      onClick={() => assignUser(account._id as number, false)}
                    >
                      {t('unassignUser', { name: nameOf(account) })}
                      <CloseIcon />
                    </Button>
                  </li>,
                ],
          )}
          {ticket.roleAssignees.map((key) => (
            <li key={key}>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => assignRole(key, false)}
              >
                {t('unassignRole', { name: roleName(key) })}
                <CloseIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {assigning && access.canAssign && (
        <AssignPanel
          ticket={ticket}
          busy={busy}
          onAssignUser={(userId) => assignUser(userId, true)}
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
