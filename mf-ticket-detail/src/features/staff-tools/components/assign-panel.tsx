import type { Ticket } from '@portal/shared/contract';
import { useLocalized } from '@portal/shared/runtime/i18n';
import { Button } from '@portal/ui/button';
import { Select } from '@portal/ui/select';
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
        <Select
          id={userSelectId}
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
          placeholder={users ? t('chooseOption') : t('loadingOptions')}
          options={freeUsers.map((user) => ({ value: String(user._id), label: user.name }))}
        />
        <Button type="submit" disabled={busy || !userId}>
          {t('assignUserSubmit')}
        </Button>
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (roleKey) onAssignRole(roleKey);
          setRoleKey('');
        }}
      >
        <label htmlFor={roleSelectId}>{t('assignRoleLabel')}</label>
        <Select
          id={roleSelectId}
          value={roleKey}
          onChange={(event) => setRoleKey(event.target.value)}
          placeholder={roles ? t('chooseOption') : t('loadingOptions')}
          options={freeRoles.map((role) => ({ value: role.key, label: localized(role.name) }))}
        />
        <Button type="submit" disabled={busy || !roleKey}>
          {t('assignRoleSubmit')}
        </Button>
      </form>
    </div>
  );
}
