import { ACTORS, type AccountActor, type Actor } from '../../testing/matrix-actors';

/** 200 allowed, 401 no session, 403 sees the ticket but may not do this, 404 may not see it. */
export type CellStatus = 200 | 401 | 403 | 404;
export type Expectations = Record<Actor, CellStatus>;

interface ByStatus {
  allowed?: readonly AccountActor[];
  forbidden?: readonly AccountActor[];
  hidden?: readonly AccountActor[];
  /** Refused as not authenticated even with a session (401). */
  unauthenticated?: readonly AccountActor[];
  /** Defaults to 401: every call but the login URL needs a session. */
  anonymous?: CellStatus;
}

/**
 * Spells the expected status of every actor, and refuses a row that forgets an actor or names one
 * twice, so a cell can never be left unchecked by accident.
 */
export function cells(byStatus: ByStatus): Expectations {
  const result: Partial<Expectations> = { anonymous: byStatus.anonymous ?? 401 };
  const put = (actors: readonly AccountActor[] | undefined, status: CellStatus) => {
    for (const actor of actors ?? []) {
      if (result[actor] !== undefined) throw new Error(`${actor} is listed twice`);
      result[actor] = status;
    }
  };
  put(byStatus.allowed, 200);
  put(byStatus.forbidden, 403);
  put(byStatus.hidden, 404);
  put(byStatus.unauthenticated, 401);
  const missing = ACTORS.filter((actor) => result[actor] === undefined);
  if (missing.length > 0) throw new Error(`No expectation for ${missing.join(', ')}`);
  return result as Expectations;
}

// Who sees which fixture (SPEC §6 visibility: creator, assignees, a group admin while unassigned,
// role-assigned staff, the accused and the partners; super-admins are admins everywhere).
const PARTIES = ['creator', 'accused', 'partner'] as const;

/** An open report nobody is assigned to: the reports group's admins see it. */
export const SEES_UNASSIGNED = {
  parties: PARTIES,
  staff: ['groupAdmin', 'superAdmin'],
  hidden: ['otherPlayer', 'staffOffGroup', 'roleStaff'],
} as const;

/** A report assigned to the `events` role: its holder sees it; the group admin no longer does. */
export const SEES_ROLE_ASSIGNED = {
  parties: PARTIES,
  staff: ['roleStaff', 'superAdmin'],
  hidden: ['otherPlayer', 'staffOffGroup', 'groupAdmin'],
} as const;

/** A report assigned to the group admin (as a user). */
export const SEES_ADMIN_ASSIGNED = SEES_UNASSIGNED;

/** A report assigned to another staff member of the group. */
export const SEES_OTHER_ASSIGNED = {
  parties: PARTIES,
  staff: ['superAdmin'],
  hidden: ['otherPlayer', 'staffOffGroup', 'groupAdmin', 'roleStaff'],
} as const;

export const EVERY_ACCOUNT: readonly AccountActor[] = ACTORS.filter(
  (actor): actor is AccountActor => actor !== 'anonymous',
);
export const PLAYERS = ['creator', 'otherPlayer', 'accused', 'partner'] as const;
export const STAFF = ['staffOffGroup', 'groupAdmin', 'roleStaff', 'superAdmin'] as const;
