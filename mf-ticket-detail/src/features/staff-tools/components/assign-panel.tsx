import type { Ticket } from '@portal/shared/contract';
import { useLocalized } from '@portal/shared/runtime/i18n';
import { useId, useState } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import { useStaffAssignees } from '../hooks/use-staff-assignees';

type AssignPanelProps = {
  ticket: Ticket;
  busy: boolean;
  onAssignUser: (userId: number) => void;
  onAssignRole: (key: string) => void;
};

/** Picks a staff member or a role from the ticket's possible assignees (asked when opened). */
export function AssignPanel({ ticket, busy, onAssignUser, onAssignRole }: AssignPanelProps) {
  const t = useDetailT();
  const localized = useLocalized();
  const userSelectId = useId();
  const roleSelectId = useId();
  const { users, roles } = useStaffAssignees(ticket._id);
  const [userId, setUserId] = useState('');
  const [roleKey, setRoleKey] = useState('');

  const assignedIds = new Set(ticket.assignees.map((account) => account._id));
  const freeUsers = (users ?? []).filter((user) => !assignedIds.has(user._id));
  const freeRoles = (roles ?? []).filter((role) => !ticket.roleAssignees.includes(role.key));

  return (
    <div className="td-assign-panel">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (userId) onAssignUser(Number(userId));
          setUserId('');
        }}
      >
        <label htmlFor={userSelectId}>{t('assignUserLabel')}</label>
        <select
          id={userSelectId}
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
        >
          <option value="">{users ? t('chooseOption') : t('loadingOptions')}</option>
          {freeUsers.map((user) => (
            <option key={user._id} value={user._id}>
              {user.name}
            </option>
          ))}
        </select>
        <button type="submit" className="td-button" disabled={busy || !userId}>
          {t('assignUserSubmit')}
        </button>
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (roleKey) onAssignRole(roleKey);
          setRoleKey('');
        }}
      >
        <label htmlFor={roleSelectId}>{t('assignRoleLabel')}</label>
        <select
          id={roleSelectId}
          value={roleKey}
          onChange={(event) => setRoleKey(event.target.value)}
        >
          <option value="">{roles ? t('chooseOption') : t('loadingOptions')}</option>
          {freeRoles.map((role) => (
            <option key={role.key} value={role.key}>
              {localized(role.name)}
            </option>
          ))}
        </select>
        <button type="submit" className="td-button" disabled={busy || !roleKey}>
          {t('assignRoleSubmit')}
        </button>
      </form>
    </div>
  );
}
