import {
  type AiUsage,
  type AutomaticResponse,
  DAY_MS,
  type TicketComment,
} from '@portal/shared/contract';
import { aiUsageSchema } from '@portal/shared/contract/schemas';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { accountIdOf, get, post, postComment } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff1', 'staff2', 'supervisor1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

async function suggestionsFor(
  as: string,
): Promise<{ ticketId: number; items: AutomaticResponse[] }> {
  const ticketId = await createSupportTicket(portal, token('player1'), {
    title: 'La web no carga',
  });
  const question = await postComment(
    portal,
    token('player1'),
    ticketId,
    'Sale una pantalla blanca',
  );
  const response = await post(portal, token(as), '/ai', { ticketId, commentId: question._id });
  if (response.status !== 200) throw new Error(response.text);
  return { ticketId, items: response.body as AutomaticResponse[] };
}

function usage(as: string, query = '') {
  return get(portal, token(as), `/ai/usage${query}`);
}

let staffSuggested = 0;
let supervisorSuggested = 0;

beforeAll(async () => {
  // staff1: two rounds; one suggestion sent as is (rated helpful, then not), one sent edited.
  const first = await suggestionsFor('staff1');
  const second = await suggestionsFor('staff1');
  staffSuggested = first.items.length + second.items.length;
  const sent = await post(portal, token('staff1'), '/ai/accept', {
    ticketId: first.ticketId,
    responseId: first.items[0]?._id,
  });
  const commentId = (sent.body as TicketComment)._id;
  // staff1 took the ticket by answering; the support role assigned lets supervisor1 see it too.
  await post(portal, token('admin1'), '/assignRole', { ticketId: first.ticketId, key: 'support' });
  const rated = await post(portal, token('supervisor1'), '/ai/rate', { commentId, helpful: true });
  if (rated.status !== 200) throw new Error(rated.text);
  await post(portal, token('admin1'), '/ai/rate', { commentId, helpful: false });
  await post(portal, token('staff1'), '/ai/comment', {
    ticketId: second.ticketId,
    comment: 'Borra la caché y vuelve a probar.',
    responseId: second.items[1]?._id,
    editedResponse: true,
  });
  // supervisor1: one round, nothing sent.
  supervisorSuggested = (await suggestionsFor('supervisor1')).items.length;
});

describe('GET /api/ai/usage', () => {
  test.each(['player1', 'staff1', 'staff2'])(
    'when %s (below supervisor) asks, then it is a 403',
    async (as) => {
      const response = await usage(as);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('stats.notAllowed');
    },
  );

  test('when a supervisor asks for the last 30 days, then acceptance and helpful rates come overall, per staff member and per source', async () => {
    const response = await usage('supervisor1');
    expect(response.status).toBe(200);
    const body = aiUsageSchema.parse(response.body) as AiUsage;
    expect(staffSuggested).toBeGreaterThanOrEqual(2);
    expect(body.overall).toEqual({
      suggested: staffSuggested + supervisorSuggested,
      sent: 2,
      sentEdited: 1,
      acceptanceRate: 2 / (staffSuggested + supervisorSuggested),
      ratings: 2,
      helpful: 1,
      helpfulRate: 0.5,
    });
    const staff1 = await accountIdOf(database.db, 'staff1');
    const rows = body.staff.map((row) => [row.staff._id, row.staff.name, row.figures.suggested]);
    expect(rows).toEqual(
      expect.arrayContaining([
        [staff1, 'Carlos Pérez', staffSuggested],
        [await accountIdOf(database.db, 'supervisor1'), 'Javier Romero', supervisorSuggested],
      ]),
    );
    const staffRow = body.staff.find((row) => row.staff._id === staff1);
    expect(staffRow?.figures).toMatchObject({
      sent: 2,
      acceptanceRate: 2 / staffSuggested,
      helpfulRate: 0.5,
    });
    const kinds = body.sources.map((row) => row.kind);
    expect(kinds).toContain('canned');
    const total = body.sources.reduce((sum, row) => sum + row.figures.suggested, 0);
    expect(total).toBe(body.overall.suggested);
    expect(body.sources.reduce((sum, row) => sum + row.figures.ratings, 0)).toBe(2);
  });

  test('when the period holds no suggestion, then every figure is zero and the rates are null', async () => {
    const lastYear = Date.now() - 365 * DAY_MS;
    const response = await usage('supervisor1', `?startDate=${lastYear}&endDate=${lastYear}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      overall: { suggested: 0, sent: 0, acceptanceRate: null, helpfulRate: null },
      staff: [],
      sources: [],
    });
  });

  test('when the start is after the end, then it is a 400 with the date-range code', async () => {
    const now = Date.now();
    const response = await usage('supervisor1', `?startDate=${now}&endDate=${now - 2 * DAY_MS}`);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('dateRange.startAfterEnd');
  });
});
