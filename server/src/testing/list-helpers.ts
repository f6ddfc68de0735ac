import { CLIENT_HEADER } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { VisibilityViewer } from '../repositories/ticket-list/ticket-visibility-sql';
import { bearer } from './api-helpers';
import type { TestPortal } from './test-portal';

export type ListPath = '/api/tickets' | '/api/reports';

/** One page of a ticket list, asked for by a web client. */
export function listAs(portal: TestPortal, token: string, path: ListPath, body: object) {
  return portal.api
    .post(path)
    .set(...bearer(token))
    .set(CLIENT_HEADER, 'browser')
    .send(body);
}

/** The demo's super-admin (`admin1`) as list SQL sees a viewer, every group its own. */
export async function demoSuperAdmin(db: Kysely<Database>): Promise<VisibilityViewer> {
  const admin = await db
    .selectFrom('accounts')
    .select(['id', 'power'])
    .where('username', '=', 'admin1')
    .executeTakeFirstOrThrow();
  const groups = await db.selectFrom('groups').select('key').execute();
  return {
    id: admin.id,
    power: admin.power,
    adminRoles: [],
    isSuperAdmin: true,
    adminGroups: groups.map((group) => group.key),
  };
}
