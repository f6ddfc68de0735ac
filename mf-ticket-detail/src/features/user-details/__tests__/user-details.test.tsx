import { calls } from '@portal/shared/contract';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, respond } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerTicketDetailTranslations } from '../../../i18n/use-detail-t';
import { PLAYER, STAFF_ADMIN, seenByAdmin } from '../../../testing/viewers';
import { UserDetails } from '../components/user-details';

registerTicketDetailTranslations();

const deathmatch = {
  key: 'dm',
  prettyName: { es: 'Matar sin rol', en: 'Deathmatch' },
  description: { es: '', en: '' },
};

function servePlayerDetails() {
  onCall(
    calls.accountStats,
    () => ({ factionName: null, factionCode: null, factionRank: null, level: null }),
    { params: { visualId: PLAYER.visualId } },
  );
  onCall(
    calls.accountReports,
    () => [
      {
        _id: 4,
        reportDate: Date.UTC(2026, 2, 14, 12),
        brokenRules: [deathmatch],
        resolution: 'accept_guilt' as const,
      },
      { _id: 5, brokenRules: [deathmatch], resolution: 'unresolved' as const },
    ],
    { params: { visualId: PLAYER.visualId } },
  );
}

async function hoverPlayer(name: string) {
  const user = userEvent.setup();
  renderWithPortal(<UserDetails account={seenByAdmin(PLAYER)} />);
  await user.hover(screen.getByRole('button', { name }));
  return screen.findByRole('tooltip');
}

beforeEach(() => signInAs(STAFF_ADMIN));

describe.each([
  [
    'en',
    'Details of player1',
    ['Faction: —', 'Rank: —', 'Level: —'],
    [
      'Report #4 · Mar 14, 2026 · Deathmatch · Guilt accepted',
      'Report #5 · In the act · Deathmatch · Unresolved',
    ],
  ],
  [
    'es',
    'Detalles de player1',
    ['Facción: —', 'Rango: —', 'Nivel: —'],
    [
      'Denuncia n.º 4 · 14 mar 2026 · Matar sin rol · Culpa aceptada',
      'Denuncia n.º 5 · En el acto · Matar sin rol · Sin resolver',
    ],
  ],
] as const)('user hover details in %s', (language, trigger, statsLines, reportLines) => {
  beforeEach(() => setLanguage(language as Language));

  it('when the game knows nothing of the player, then the card shows dashes and the report summaries', async () => {
    servePlayerDetails();
    const card = await hoverPlayer(trigger);

    for (const line of [...statsLines, ...reportLines]) {
      await waitFor(() => expect(card).toHaveTextContent(line));
    }
    expect(card).not.toHaveTextContent('null');
    expect(card).not.toHaveTextContent('()');
  });
});

describe('user hover details when a look-up fails', () => {
  beforeEach(() => setLanguage('en'));

  it('then the card says which part could not be loaded and shows the other', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    onCall(calls.accountStats, () => respond(500, { error: 'Game down', code: 'x' }), {
      params: { visualId: PLAYER.visualId },
    });
    onCall(
      calls.accountReports,
      () => [{ _id: 6, brokenRules: [deathmatch], resolution: 'invalid' as const }],
      { params: { visualId: PLAYER.visualId } },
    );
    const card = await hoverPlayer('Details of player1');

    await waitFor(() => expect(card).toHaveTextContent('The game data could not be loaded.'));
    await waitFor(() =>
      expect(card).toHaveTextContent('Report #6 · In the act · Deathmatch · Invalid'),
    );
    warn.mockRestore();
  });
});
