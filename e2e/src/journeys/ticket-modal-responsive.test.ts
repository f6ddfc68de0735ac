import { apiAs } from '../support/api-client';
import { openReport } from '../support/fixtures';
import { usePortalAndBrowser } from '../support/portal-session';
import { conversationOf } from '../support/ticket-modal';

const portal = usePortalAndBrowser();

/** Phone, the in-game browser, a laptop (1280 px) and a wide desktop. */
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 800, height: 600 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

test('the ticket modal fits every width from 360 px: no sideways scroll, long words and addresses wrap, full screen on small widths', async () => {
  const longWord = `Sinespacios${'x'.repeat(70)}${Date.now()}`;
  const ticketId = await openReport(portal.url, 'player1', longWord);
  const longUrl = `https://example.org/${'ruta-muy-larga/'.repeat(12)}final`;
  const api = await apiAs(portal.url, 'player1');
  await api.post('/comment', { ticketId, comment: `Mira esto: ${longUrl}`, staffOnly: false });

  const staff = await portal.pageAs('staff2');
  for (const viewport of VIEWPORTS) {
    await staff.setViewportSize(viewport);
    await staff.goto(`${portal.url}/ticket/${ticketId}`);
    const modal = staff.getByRole('dialog', { name: longWord });
    await conversationOf(modal).getByRole('link', { name: longUrl }).waitFor();

    const layout = await modal.evaluate((dialog) => {
      const box = dialog.getBoundingClientRect();
      const overflowing = Array.from(dialog.querySelectorAll('*'))
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1);
        })
        .map((element) => `${element.tagName}.${element.className}`);
      return {
        width: box.width,
        pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
        overflowing,
      };
    });

    expect({ viewport, ...layout, width: undefined }).toEqual({
      viewport,
      width: undefined,
      pageScrolls: false,
      overflowing: [],
    });
    if (viewport.width <= 800) expect(layout.width).toBe(viewport.width);
  }
});
