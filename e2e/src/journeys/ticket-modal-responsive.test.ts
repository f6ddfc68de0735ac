import { apiAs } from '../support/api-client';
import { openReport } from '../support/fixtures';
import { sidewaysOverflow, VIEWPORTS } from '../support/layout';
import { usePortalAndBrowser } from '../support/portal-session';
import { conversationOf } from '../support/ticket-modal';

const portal = usePortalAndBrowser();

test('the ticket modal fits every width from 360 px: no sideways scroll, long words and addresses wrap, full screen on small widths', async () => {
  const longWord = `Sinespacios${'x'.repeat(70)}${Date.now()}`;
  const ticketId = await openReport(portal.url, 'player1', longWord);
  const longUrl = `https://example.org/${'ruta-muy-larga/'.repeat(12)}final`;
  const api = await apiAs(portal.url, 'player1');
  await api.post('/comment', { ticketId, comment: `Mira esto: ${longUrl}`, staffOnly: false });

  // Staff's composer has tools beside Send; a player's has Send alone.
  for (const user of ['staff2', 'player1'] as const) {
    const page = await portal.pageAs(user);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`${portal.url}/ticket/${ticketId}`);
      const modal = page.getByRole('dialog', { name: longWord });
      await conversationOf(modal).getByRole('link', { name: longUrl }).waitFor();

      const width = (await modal.boundingBox())?.width;
      expect({ user, viewport, problems: await sidewaysOverflow(page, modal) }).toEqual({
        user,
        viewport,
        problems: [],
      });
      if (viewport.width <= 800) expect(width).toBe(viewport.width);
      // The composer's key hint reads as a sentence: squeezed beside its buttons, it once broke
      // after every word at 360 px.
      const hint = modal.getByText('Intro envía · Mayús+Intro nueva línea');
      const lines = await hint.evaluate((element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size;
      });
      expect({ user, viewport, lines }).toEqual({ user, viewport, lines: 1 });
    }
  }
});
