import type { TicketComment } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { bearer } from './api-helpers';
import type { TestPortal } from './test-portal';

/** Logged-in demo users of one test file, by username. */
export async function logInAll(portal: TestPortal, usernames: readonly string[]) {
  const tokens = new Map<string, string>();
  for (const name of usernames) tokens.set(name, await portal.logIn(name));
  return (name: string) => tokens.get(name) ?? '';
}

export function post(portal: TestPortal, token: string, path: string, body: object) {
  return portal.api
    .post(`/api${path}`)
    .set(...bearer(token))
    .send(body);
}

export function get(portal: TestPortal, token: string, path: string) {
  return portal.api.get(`/api${path}`).set(...bearer(token));
}

/** A report in the web `reports` group: player3 accused, player2 partner, caught in the act. */
export async function createReport(
  portal: TestPortal,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await post(portal, token, '/ticket', {
    type: 1,
    group: 'reports',
    category: 'cheating',
    title: 'Reporte de prueba',
    inputFields: {},
    reportAccused: 'player3',
    reportPartners: ['player2'],
    brokenRules: ['aimbot'],
    secondaryRules: [],
    description: 'Lo vi usando aimbot en la arena.',
    inFraganti: true,
    attachments: ['https://example.com/captura.png'],
    ...overrides,
  });
  if (response.status !== 200) throw new Error(`Report not created: ${response.text}`);
  return (response.body as { ticketId: number }).ticketId;
}

export async function postComment(
  portal: TestPortal,
  token: string,
  ticketId: number,
  comment: string,
  staffOnly = false,
): Promise<TicketComment> {
  const response = await post(portal, token, '/comment', { ticketId, comment, staffOnly });
  if (response.status !== 200) throw new Error(`Comment not posted: ${response.text}`);
  return response.body as TicketComment;
}

export async function accountIdOf(db: Kysely<Database>, username: string): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The whole thread as `viewer` reads it (first page is enough for these small tests). */
export async function threadOf(
  portal: TestPortal,
  token: string,
  ticketId: number,
): Promise<TicketComment[]> {
  const response = await post(portal, token, `/comments/${ticketId}`, {});
  if (response.status !== 200) throw new Error(`Thread not read: ${response.text}`);
  return (response.body as { data: TicketComment[] }).data;
}
