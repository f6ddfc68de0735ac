import { usePortalAndBrowser } from '../support/portal-session';

const portal = usePortalAndBrowser();

test('when the ticket-detail remote cannot load, the shell and the list keep working', async () => {
  const player = await portal.pageAs('player1');
  await player.route('**/remotes/mf-ticket-detail/**', (route) => route.abort());
  await player.goto(portal.url);

  const firstTicket = player.getByRole('list').getByRole('link').first();
  await firstTicket.waitFor();
  await firstTicket.click();
  await player.waitForURL(/\/ticket\/\d+$/);

  await player
    .getByText(/no está disponible|not available/i)
    .first()
    .waitFor();
  await expect(player.getByRole('heading', { name: 'Mis tickets' }).isVisible()).resolves.toBe(
    true,
  );
  await expect(player.getByRole('button', { name: 'Enviar ticket' }).isEnabled()).resolves.toBe(
    true,
  );
});
