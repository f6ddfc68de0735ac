import { sql } from 'kysely';
import type { Executor } from '../executor';

/** A staff account as the assignment picker needs it. */
export interface StaffAccountRow {
  id: number;
  name: string;
  power: number;
}

export async function removeAssignee(db: Executor, ticketId: number, accountId: number) {
  await db
    .deleteFrom('ticket_assignees')
    .where('ticket_id', '=', ticketId)
    .where('account_id', '=', accountId)
    .execute();
  await refreshIsAssigned(db, ticketId);
}

export async function addRoleAssignee(
  db: Executor,
  ticketId: number,
  roleKey: string,
  assignedBy: number,
) {
  await db
    .insertInto('ticket_role_assignees')
    .values({ ticket_id: ticketId, role_key: roleKey, assigned_by: assignedBy })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await refreshIsAssigned(db, ticketId);
}

export async function removeRoleAssignee(db: Executor, ticketId: number, roleKey: string) {
  await db
    .deleteFrom('ticket_role_assignees')
    .where('ticket_id', '=', ticketId)
    .where('role_key', '=', roleKey)
    .execute();
  await refreshIsAssigned(db, ticketId);
}

/** `is_assigned` (a sort and visibility key) follows the assignee tables. */
async function refreshIsAssigned(db: Executor, ticketId: number) {
  await db
    .updateTable('tickets')
    .set({
      is_assigned: sql<boolean>`exists (select 1 from ticket_assignees a where a.ticket_id = ${ticketId})
        or exists (select 1 from ticket_role_assignees r where r.ticket_id = ${ticketId})`,
    })
    .where('id', '=', ticketId)
    .execute();
}

/**
 * Staff who may be put on a ticket of this group: power ≥ staff and holding one of the group's
 * admin roles, or super-admins. Ordered by name for the picker.
 */
export function findEligibleStaff(
  db: Executor,
  groupAdminRoles: readonly string[],
  staffPower: number,
  superAdminPower: number,
): Promise<StaffAccountRow[]> {
  return db
    .selectFrom('accounts')
    .select(['id', 'name', 'power'])
    .where('power', '>=', sql.lit(staffPower))
    .where((eb) =>
      eb.or([
        eb('power', '>=', sql.lit(superAdminPower)),
        ...(groupAdminRoles.length === 0
          ? []
          : [
              eb(
                'id',
                'in',
                eb
                  .selectFrom('account_roles')
                  .select('account_id')
                  .where('role_key', 'in', [...groupAdminRoles]),
              ),
            ]),
      ]),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
}
