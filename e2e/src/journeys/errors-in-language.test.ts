import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/login';
import { usePortalAndBrowser } from '../support/portal-session';

// SPEC §8: server errors reach the user in their language (Spanish by default), never as the
// server's English text.
const portal = usePortalAndBrowser();

const TEXTS = {
  es: {
    badLogin: 'Usuario o contraseña incorrectos.',
    noTicket: 'Ese ticket no existe.',
    unexpected: 'Código de estado inesperado: 418',
    disconnected: /Se ha perdido la conexión con el servidor/,
    close: 'Cerrar',
  },
  en: {
    badLogin: 'Wrong username or password.',
    noTicket: 'That ticket does not exist.',
    unexpected: 'Unexpected status code: 418',
    disconnected: /You have been disconnected from the server/,
    close: 'Close',
  },
} as const;

async function inLanguage(page: Page, language: 'es' | 'en'): Promise<Page> {
  await page.addInitScript((lang) => window.localStorage.setItem('portal.lang', lang), language);
  return page;
}

/** The Error dialog's text, then closes it (a journey must not leave it open). */
async function readErrorDialog(page: Page, close: string): Promise<string> {
  const dialog = page.getByRole('alertdialog', { name: 'Error', exact: true });
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: close }).first().click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

for (const language of ['es', 'en'] as const) {
  const texts = TEXTS[language];
  const other = TEXTS[language === 'es' ? 'en' : 'es'];

  test(`[${language}] a refused login says so in the user's language`, async () => {
    const page = await inLanguage(await portal.pageSignedOut(), language);
    await page.goto(portal.url);
    await page.waitForURL(/\/login/);
    await page.getByLabel(/usuario|username/i).fill('player1');
    await page.getByLabel(/contraseña|password/i).fill(`${DEMO_PASSWORD}-wrong`);
    await page.getByRole('button', { name: /entrar|log in/i }).click();
    await page.getByRole('alert').getByText(texts.badLogin).waitFor();
    expect(await page.getByText(other.badLogin).count()).toBe(0);
  });

  test(`[${language}] the Error dialog reads the server's refusals and bare statuses in the user's language`, async () => {
    const page = await inLanguage(await portal.pageAs('player1'), language);
    await page.goto(`${portal.url}/ticket/987654321`);
    const notFound = await readErrorDialog(page, texts.close);
    expect(notFound).toContain(texts.noTicket);
    expect(notFound).not.toContain(other.noTicket);
    await page.waitForURL((url) => url.pathname === '/');

    // A 4xx without an error body (a proxy's answer) names its status. The first screen's one
    // bootstrap call fails too, so the list is asked for on its own.
    for (const call of ['**/api/bootstrap', '**/api/tickets']) {
      await page.route(call, (route) => route.fulfill({ status: 418, body: '' }));
    }
    await page.goto(portal.url);
    const bare = await readErrorDialog(page, texts.close);
    expect(bare).toContain(texts.unexpected);
  });

  test(`[${language}] a lost live connection is told in the user's language`, async () => {
    const page = await inLanguage(await portal.pageAs('player1'), language);
    const sockets: Array<{ close(): Promise<void> }> = [];
    // Closed before socket.io's handshake ends, the page would see a failed connection, not a
    // lost one; on a busy machine the live connection opens well after the list shows.
    let connected: () => void = () => undefined;
    const handshakeDone = new Promise<void>((resolve) => {
      connected = resolve;
    });
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        socket.send(message);
        if (typeof message === 'string' && message.startsWith('40')) connected();
      });
      sockets.push(socket);
    });
    await page.goto(portal.url);
    await page.getByRole('list').getByRole('link').first().waitFor();
    await handshakeDone;
    await Promise.all(sockets.map((socket) => socket.close()));
    const lost = await readErrorDialog(page, texts.close);
    expect(lost).toMatch(texts.disconnected);
    expect(lost).not.toMatch(other.disconnected);
  });
}
