import { POWER } from '../limits';

type Powered = { power: number };

/** Power 2 or more. Gates group filter, Mine/Unassigned, staff sorts, source toggle, My Reviews,
 * suggestion panel, user hover details, online/important hashes and the inactivity warning. */
export function isStaff(account: Powered): boolean {
  return account.power >= POWER.staff;
}

/** Power 100 or more: treated as admin of every group. */
export function isSuperAdmin(account: Powered): boolean {
  return account.power >= POWER.superAdmin;
}

export function canRateAiReply(account: Powered): boolean {
  return account.power > POWER.staff;
}

export function canUseAdminPanel(account: Powered): boolean {
  return isSuperAdmin(account);
}

export function canFilterByAssignee(account: Powered): boolean {
  return isSuperAdmin(account);
}

/** Statistics and Response Time (the SPEC leaves the supervisor rule open; see POWER). */
export function canSeeStatistics(account: Powered): boolean {
  return account.power >= POWER.supervisor;
}

/** Of the SPEC's two readings (staff, or power ≥ 100) we take the stricter one. */
export function canUseAssistant(account: Powered): boolean {
  return isSuperAdmin(account);
}
