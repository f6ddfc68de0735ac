import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { createSessionTokens } from '../identity/session-tokens';
import { startSession } from '../services/session/sessions';
import { TEST_CONFIG } from './test-portal';

/**
 * The nine points of view of the authorization matrix. Every fixture ticket is a report (or support
 * ticket) in the demo `reports` group (admin role `reports`) created by `creator`, accusing
 * `accused` with `partner` as a partner; role-assigned fixtures use the `events` role.
 */
export const ACTORS = [
  'anonymous',
  'creator',
  'otherPlayer',
  'accused',
  'partner',
  'staffOffGroup',
  'groupAdmin',
  'roleStaff',
  'superAdmin',
] as const;
export type Actor = (typeof ACTORS)[number];
export type AccountActor = Exclude<Actor, 'anonymous'>;

/** The role a role-assigned fixture ticket is assigned to; `roleStaff` holds it, nobody else does. */
export const MATRIX_ROLE = 'events';
/** A staff member of the reports group who is nobody's actor: the user assignments move around. */
export const ASSIGNABLE_STAFF = 'mx_assignable';

interface MatrixAccount {
  username: string;
  /** Distinctive real names, so a leak is easy to spot in any response. */
  name: string;
  power: number;
  roles: string[];
}

export const MATRIX_ACCOUNTS: Record<AccountActor | 'assignable', MatrixAccount> = {
  creator: { username: 'mx_creator', name: 'Creadora Realname', power: 0, roles: [] },
  otherPlayer: { username: 'mx_other', name: 'Otro Realname', power: 0, roles: [] },
  accused: { username: 'mx_accused', name: 'Acusado Realname', power: 0, roles: [] },
  partner: { username: 'mx_partner', name: 'Socio Realname', power: 1, roles: [] },
  staffOffGroup: {
    username: 'mx_staff_off',
    name: 'Staff Fuera Realname',
    power: 2,
    roles: ['support'],
  },
  groupAdmin: {
    username: 'mx_group_admin',
    name: 'Admin Grupo Realname',
    power: 10,
    roles: ['reports'],
  },
  roleStaff: {
    username: 'mx_role_staff',
    name: 'Staff Rol Realname',
    power: 5,
    roles: [MATRIX_ROLE],
  },
  superAdmin: { username: 'mx_super', name: 'Super Realname', power: 100, roles: [] },
  assignable: {
    username: ASSIGNABLE_STAFF,
    name: 'Asignable Realname',
    power: 3,
    roles: ['reports'],
  },
};

export type ActorIds = Record<AccountActor | 'assignable', number>;

/**
 * Inserts the matrix accounts next to the demo seed (which must already be there: groups and roles
 * come from it). They share player1's password hash, so the demo password logs them in too.
 */
export async function insertMatrixAccounts(db: Kysely<Database>): Promise<ActorIds> {
  const template = await db
    .selectFrom('accounts')
    .select('password_hash')
    .where('username', '=', 'player1')
    .executeTakeFirstOrThrow();
  const ids = {} as ActorIds;
  for (const [actor, account] of Object.entries(MATRIX_ACCOUNTS)) {
    const row = await db
      .insertInto('accounts')
      .values({
        username: account.username,
        name: account.name,
        password_hash: template.password_hash,
        external_subject: null,
        power: account.power,
        faction_name: null,
        faction_code: null,
        faction_rank: null,
        level: null,
        last_seen_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const role of account.roles) {
      await db.insertInto('account_roles').values({ account_id: row.id, role_key: role }).execute();
    }
    ids[actor as AccountActor] = row.id;
  }
  return ids;
}

export type ActorTokens = Record<Actor, string | undefined>;

/**
 * Session tokens for every actor, issued with the test portal's own secret exactly as a login
 * issues them (password checks are covered by the login tests and cost seconds here).
 */
export async function issueActorTokens(db: Kysely<Database>, ids: ActorIds): Promise<ActorTokens> {
  const sessions = createSessionTokens(
    TEST_CONFIG.secrets.jwtSecret,
    TEST_CONFIG.sessionTtlSeconds,
  );
  const tokens: ActorTokens = { anonymous: undefined } as ActorTokens;
  for (const actor of ACTORS) {
    if (actor !== 'anonymous') tokens[actor] = await startSession(db, sessions, ids[actor]);
  }
  return tokens;
}
