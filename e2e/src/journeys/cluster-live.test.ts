import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { type RunningCluster, startCluster } from '../support/cluster';
import { openSupportTicket } from '../support/fixtures';
import { signedInContext } from '../support/login';
import { conversationOf } from '../support/ticket-modal';

// Building (when stale), migrating and seeding a fresh PostgreSQL database, then two instances.
jest.setTimeout(240_000);

let cluster: RunningCluster;
let browser: Browser;

beforeAll(async () => {
  cluster = await startCluster(2);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  // The script stops nginx and both instances on SIGTERM, and exits cleanly.
  expect(await cluster?.stop()).toBe(0);
  await expect(fetch(`${cluster.url}/api/health`)).rejects.toThrow();
});

/** A page signed in as `username` whose requests and socket nginx sends to `instance`. */
async function pageOn(instance: string, username: string): Promise<Page> {
  const context = await signedInContext(browser, cluster.url, username);
  const value = cluster.affinity.get(instance) ?? '';
  await context.addCookies([{ name: 'portal_node', value, url: cluster.url }]);
  const page = await context.newPage();
  await page.goto(cluster.url);
  const answered = await page.evaluate(
    async () => (await (await fetch('/api/health')).json()).instance,
  );
  expect(answered).toBe(instance);
  return page;
}

test('through nginx, a player on one instance and staff on another see each other’s comments live', async () => {
  const title = `Sin conexión al servidor ${Date.now()}`;
  const ticketId = await openSupportTicket(cluster.url, 'player1', title);

  const player = await pageOn('api-1', 'player1');
  const staff = await pageOn('api-2', 'staff1');
  await player.goto(`${cluster.url}/ticket/${ticketId}`);
  await staff.goto(`${cluster.url}/ticket/${ticketId}`);
  const playerModal = player.getByRole('dialog', { name: title });
  const staffModal = staff.getByRole('dialog', { name: title });
  await playerModal.waitFor();
  await staffModal.waitFor();

  const reply = `Lo revisamos desde la otra instancia (${Date.now()})`;
  await staffModal.getByLabel('Escribe un comentario').fill(reply);
  await staffModal.getByLabel('Escribe un comentario').press('Enter');
  await conversationOf(playerModal).getByText(reply).waitFor({ timeout: 10_000 });

  const answer = `Gracias, ya puedo entrar (${Date.now()})`;
  await playerModal.getByLabel('Escribe un comentario').fill(answer);
  await playerModal.getByLabel('Escribe un comentario').press('Enter');
  await conversationOf(staffModal).getByText(answer).waitFor({ timeout: 10_000 });

  // The remotes came from nginx's static folder, with the cache rules of a CDN.
  const entry = await fetch(`${cluster.url}/remotes/mf-tickets/remoteEntry.js`);
  expect(entry.headers.get('server')).toMatch(/^nginx/);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
});

test('through nginx, staff on two instances see each other on a ticket and typing, and it clears when one leaves', async () => {
  const title = `Dos instancias, un ticket ${Date.now()}`;
  const ticketId = await openSupportTicket(cluster.url, 'player2', title);

  const carlos = await pageOn('api-1', 'staff1');
  const admin = await pageOn('api-2', 'admin1');
  await carlos.goto(`${cluster.url}/ticket/${ticketId}`);
  await admin.goto(`${cluster.url}/ticket/${ticketId}`);
  const carlosModal = carlos.getByRole('dialog', { name: title });
  const adminModal = admin.getByRole('dialog', { name: title });

  await carlosModal.getByText('Admin Principal también está viendo este ticket').waitFor();
  await adminModal.getByText('Carlos Pérez también está viendo este ticket').waitFor();
  await adminModal.getByLabel('Escribe un comentario').pressSequentially('Lo miro');
  await carlosModal.getByText('Admin Principal está escribiendo…').waitFor();

  // Closing the tab on api-1 ends its socket; api-2's viewer hears it is gone.
  await carlos.context().close();
  await adminModal
    .getByText('Carlos Pérez también está viendo este ticket')
    .waitFor({ state: 'detached' });
});
