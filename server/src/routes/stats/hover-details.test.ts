import type { AccountStats, ReportSummary } from '@portal/shared/contract';
import { createPseudonyms } from '../../identity/visual-ids';
import { useDemoPortal } from '../../testing/demo-portal';
import { accountIdOf, createReport, get, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import { TEST_CONFIG, type TestPortal } from '../../testing/test-portal';

const pseudonyms = createPseudonyms(TEST_CONFIG.secrets.visualIdSecret);

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;
let player3: string;
let report: number;

useDemoPortal(['player1', 'player2', 'staff1', 'staff2', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

beforeAll(async () => {
  const id = await accountIdOf(database.db, 'player3');
  player3 = pseudonyms.ofAccount(id);
  await database.db
    .updateTable('accounts')
    .set({ faction_name: 'Guardia', faction_code: 'GRD', faction_rank: 'Capitán', level: 42 })
    .where('id', '=', id)
    .execute();
  report = await createReport(portal, token('player1'), { reportAccused: 'player3' });
  await post(portal, token('staff2'), '/closeTicket', { ticketId: report, resolveType: 'valid' });
});

describe('hover details of a player (GET /stats/:visualId and /reports/:visualId)', () => {
  test.each(['/stats', '/reports'])(
    'when a player asks %s about anyone, then it is a 403 whether or not the id exists',
    async (path) => {
      const known = await get(portal, token('player2'), `${path}/${player3}`);
      const unknown = await get(portal, token('player2'), `${path}/0123456789abcdef`);
      expect(known.status).toBe(403);
      expect(unknown.status).toBe(403);
      expect(known.body).toEqual(unknown.body);
    },
  );

  test('when staff hover a player, then they get the faction and level the game has', async () => {
    const response = await get(portal, token('staff1'), `/stats/${player3}`);
    expect(response.status).toBe(200);
    expect(response.body as AccountStats).toEqual({
      factionName: 'Guardia',
      factionCode: 'GRD',
      factionRank: 'Capitán',
      level: 42,
    });
  });

  test('when staff hover a demo player, then the game data the demo community seeds shows', async () => {
    const player1 = pseudonyms.ofAccount(await accountIdOf(database.db, 'player1'));
    const response = await get(portal, token('staff1'), `/stats/${player1}`);
    expect(response.body).toEqual({
      factionName: 'Guardia Real',
      factionCode: 'GRD',
      factionRank: 'Sargento',
      level: 34,
    });
  });

  test('when the game knows nothing of the account, then each figure is null', async () => {
    const admin1 = pseudonyms.ofAccount(await accountIdOf(database.db, 'admin1'));
    const response = await get(portal, token('staff1'), `/stats/${admin1}`);
    expect(response.body).toEqual({
      factionName: null,
      factionCode: null,
      factionRank: null,
      level: null,
    });
  });

  test('when staff hover a player, then the reports against them come with date, broken rules and resolution', async () => {
    const response = await get(portal, token('staff1'), `/reports/${player3}`);
    expect(response.status).toBe(200);
    const summaries = response.body as ReportSummary[];
    const summary = summaries.find((candidate) => candidate._id === report);
    expect(summary).toMatchObject({ resolution: 'valid' });
    expect(summary?.brokenRules.map((rule) => rule.key)).toEqual(['aimbot']);
    expect(summary?.brokenRules[0]?.prettyName).toEqual(
      expect.objectContaining({ es: expect.any(String), en: expect.any(String) }),
    );
  });

  test('when the id is nobody’s, then it is a 404', async () => {
    expect((await get(portal, token('staff1'), '/stats/0123456789abcdef')).status).toBe(404);
    expect((await get(portal, token('staff1'), '/reports/0123456789abcdef')).status).toBe(404);
  });
});
