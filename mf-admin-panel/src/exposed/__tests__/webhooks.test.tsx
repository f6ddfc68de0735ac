import { calls, type Webhook, type WebhookDelivery } from '@portal/shared/contract';
import { onErrorDialog } from '@portal/shared/runtime/errors';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEBHOOK_DELIVERIES_REFRESH_MS } from '../../features/webhooks/components/delivery-log';
import { expectCurrentSection, renderPanel, tableRowOf } from '../../testing/render-panel';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const NOW = Date.UTC(2026, 10, 23, 15, 30);
const DAY = 86_400_000;
const SECRET = `whsec_${'a1B2c3'.repeat(7)}x`;
const DISCORD = 'https://discord.com/api/webhooks/1/abc';
const PENDING_ID = '0b6f3c1e-8a52-4f4e-9d2a-5c1f0e7a9b13';
const DELIVERED_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function webhook(overrides: Partial<Webhook>): Webhook {
  return {
    id: 1,
    url: DISCORD,
    events: ['ticket.created'],
    format: 'json',
    description: '',
    createdBy: 'Admin Principal',
    createdAt: NOW - DAY,
    lastDelivery: null,
    ...overrides,
  };
}

const WEBHOOKS: Webhook[] = [
  webhook({
    id: 1,
    url: DISCORD,
    events: ['ticket.created', 'report.created'],
    format: 'discord',
    description: 'Staff alerts',
    lastDelivery: { status: 'failed', createdAt: NOW - 60_000 },
  }),
  webhook({
    id: 2,
    url: 'https://hooks.example.org/portal',
    events: ['comment.created', 'ticket.closed', 'review.created'],
    format: 'json',
    createdBy: 'Moderadora',
  }),
];

const DELIVERIES: WebhookDelivery[] = [
  {
    id: PENDING_ID,
    event: 'ticket.created',
    ticketId: 42,
    status: 'pending',
    createdAt: NOW - 120_000,
    nextAttemptAt: NOW + 300_000,
    attempts: [
      { at: NOW - 120_000, statusCode: null, error: 'connect ECONNREFUSED', durationMs: 12 },
      { at: NOW - 60_000, statusCode: 500, error: null, durationMs: 230 },
    ],
  },
  {
    id: DELIVERED_ID,
    event: 'report.created',
    ticketId: null,
    status: 'delivered',
    createdAt: NOW - DAY,
    nextAttemptAt: null,
    attempts: [{ at: NOW - DAY, statusCode: 204, error: null, durationMs: 87 }],
  },
];

const TEXTS = {
  es: {
    section: 'Webhooks',
    sections: 'Secciones del panel',
    table: 'Webhooks configurados',
    loading: 'Cargando…',
    discordRow:
      /discord\.com\/api\/webhooks\/1\/abc.*Staff alerts.*Nuevo ticket, Nuevo reporte.*Discord.*Admin Principal.*Fallido/,
    jsonRow:
      /hooks\.example\.org\/portal.*Nuevo comentario público, Ticket cerrado, Nueva valoración.*JSON.*Moderadora.*Nunca/,
    noWebhooks: 'Todavía no hay webhooks.',
    loadFailed: 'No se pudieron cargar los datos.',
    newWebhook: 'Nuevo webhook',
    create: 'Crear',
    url: 'Dirección',
    format: 'Formato',
    formatHint: /Discord y Slack publican un mensaje legible/,
    description: 'Descripción',
    newTicket: 'Nuevo ticket',
    ticketClosed: 'Ticket cerrado',
    urlInvalid: 'La dirección es una URL completa http o https.',
    selectEvent: 'Selecciona al menos un evento',
    secretTitle: 'Webhook creado',
    signature: 'X-Portal-Signature: sha256=HMAC-SHA256(secreto, cuerpo)',
    copy: 'Copiar secreto',
    copied: 'Copiado',
    refused: /^El portal no envía a direcciones privadas ni locales/,
    createFailed: 'No se pudo crear el webhook. Inténtalo de nuevo.',
    delete: 'Eliminar',
    deleteConfirm:
      '¿Seguro que quieres eliminar este webhook? Sus envíos pendientes no se enviarán.',
    deleteFailed: 'No se pudo eliminar el webhook.',
    deliveries: 'Envíos',
    logOf: 'Envíos a ',
    logTable: 'Envíos del webhook',
    hide: 'Ocultar envíos',
    noDeliveries: 'Todavía no hay envíos.',
    pendingRow: /Nuevo ticket.*#42.*Pendiente.*2 intentos · HTTP 500/,
    deliveredRow: /Nuevo reporte.*—.*Entregado.*1 intento · HTTP 204/,
    attempts: '2 intentos · HTTP 500',
    firstAttempt: /: connect ECONNREFUSED en 12 ms$/,
    secondAttempt: /: HTTP 500 en 230 ms$/,
    ticket: 'Ticket n.º 42',
    retry: 'Reintentar',
    retryFailed: 'No se pudo reintentar el envío.',
  },
  en: {
    section: 'Webhooks',
    sections: 'Panel sections',
    table: 'Configured webhooks',
    loading: 'Loading…',
    discordRow:
      /discord\.com\/api\/webhooks\/1\/abc.*Staff alerts.*New ticket, New report.*Discord.*Admin Principal.*Failed/,
    jsonRow:
      /hooks\.example\.org\/portal.*New public comment, Ticket closed, New review.*JSON.*Moderadora.*Never/,
    noWebhooks: 'No webhooks yet.',
    loadFailed: 'The data could not be loaded.',
    newWebhook: 'New webhook',
    create: 'Create',
    url: 'Address',
    format: 'Format',
    formatHint: /Discord and Slack post a readable message/,
    description: 'Description',
    newTicket: 'New ticket',
    ticketClosed: 'Ticket closed',
    urlInvalid: 'The address is a full http or https URL.',
    selectEvent: 'Please select at least one event',
    secretTitle: 'Webhook created',
    signature: 'X-Portal-Signature: sha256=HMAC-SHA256(secret, body)',
    copy: 'Copy secret',
    copied: 'Copied',
    refused: /^The portal does not send to private or local addresses/,
    createFailed: 'Failed to create webhook. Please try again.',
    delete: 'Delete',
    deleteConfirm:
      'Are you sure you want to delete this webhook? Its pending deliveries will not be sent.',
    deleteFailed: 'Failed to delete webhook.',
    deliveries: 'Deliveries',
    logOf: 'Deliveries to ',
    logTable: 'Webhook deliveries',
    hide: 'Hide deliveries',
    noDeliveries: 'No deliveries yet.',
    pendingRow: /New ticket.*#42.*Pending.*2 attempts · HTTP 500/,
    deliveredRow: /New report.*—.*Delivered.*1 attempt · HTTP 204/,
    attempts: '2 attempts · HTTP 500',
    firstAttempt: /: connect ECONNREFUSED in 12 ms$/,
    secondAttempt: /: HTTP 500 in 230 ms$/,
    ticket: 'Ticket #42',
    retry: 'Retry',
    retryFailed: 'Failed to retry delivery.',
  },
} as const;

/** The row of `table` that shows `text`. */
function rowIn(table: HTMLElement, text: string | RegExp): HTMLTableRowElement {
  const row = within(table).getByText(text).closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
}

/** Opens the delivery log of the webhook whose row shows `address`. */
async function openLog(text: (typeof TEXTS)[keyof typeof TEXTS], address: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(
    within(await tableRowOf(address)).getByRole('button', { name: text.deliveries }),
  );
  return screen.findByRole('region', { name: `${text.logOf}${address}` });
}

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  onCall(calls.listWebhooks, () => WEBHOOKS);
  onCall(calls.webhookDeliveries, () => DELIVERIES, { params: { id: 1 } });
  onCall(calls.webhookDeliveries, () => [], { params: { id: 2 } });
});
afterEach(() => jest.restoreAllMocks());

describe.each(['es', 'en'] as const)('the webhooks section in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('lists each webhook: address and description, events by name, format, creator and latest delivery', async () => {
    renderPanel('webhooks');
    expect(screen.getByText(text.loading)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: text.table })).toBeInTheDocument();
    expect((await tableRowOf(DISCORD)).textContent).toMatch(text.discordRow);
    expect((await tableRowOf('https://hooks.example.org/portal')).textContent).toMatch(
      text.jsonRow,
    );
    expectCurrentSection(text.sections, text.section);
    expect(screen.getByRole('region', { name: text.section })).toBeInTheDocument();
    await expectAccessible();
  });

  it('says when there are no webhooks yet, and when the list cannot be read', async () => {
    onCall(calls.listWebhooks, () => []);
    const { unmount } = renderPanel('webhooks');
    expect(await screen.findByText(text.noWebhooks)).toBeInTheDocument();
    unmount();

    onCall(calls.listWebhooks, () => respond(500));
    renderPanel('webhooks');
    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
  });

  it('creates a webhook after saying what is missing, then shows its signing secret once to copy', async () => {
    const user = userEvent.setup({ delay: null });
    onCall(calls.createWebhook, ({ body }) => ({
      secret: SECRET,
      webhook: webhook({ id: 9, url: body.url, events: body.events }),
    }));
    renderPanel('webhooks');
    await user.click(await screen.findByRole('button', { name: text.newWebhook }));
    const dialog = await screen.findByRole('dialog', { name: text.newWebhook });
    await user.click(within(dialog).getByRole('button', { name: text.create }));
    expect(within(dialog).getByText(text.urlInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(text.selectEvent)).toBeInTheDocument();
    expect(requestsTo(calls.createWebhook)).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: text.url }));
    await user.paste(' https://hooks.example.org/new ');
    // Ticked out of order, sent in the catalogue's.
    await user.click(within(dialog).getByRole('checkbox', { name: text.ticketClosed }));
    await user.click(within(dialog).getByRole('checkbox', { name: text.newTicket }));
    const format = within(dialog).getByRole('combobox', { name: text.format });
    expect(format).toHaveAccessibleDescription(text.formatHint);
    await user.selectOptions(format, 'Slack');
    await user.click(within(dialog).getByRole('textbox', { name: text.description }));
    await user.paste('Slack #tickets');
    const listReads = requestsTo(calls.listWebhooks).length;
    await user.click(within(dialog).getByRole('button', { name: text.create }));

    const shown = await screen.findByRole('dialog', { name: text.secretTitle });
    expect(within(shown).getByDisplayValue(SECRET)).toBeInTheDocument();
    expect(within(shown).getByText(text.signature)).toBeInTheDocument();
    expect(requestsTo(calls.createWebhook)[0]?.body).toEqual({
      url: 'https://hooks.example.org/new',
      events: ['ticket.created', 'ticket.closed'],
      format: 'slack',
      description: 'Slack #tickets',
    });
    await waitFor(() => expect(requestsTo(calls.listWebhooks).length).toBeGreaterThan(listReads));
    await user.click(within(shown).getByRole('button', { name: text.copy }));
    expect(await window.navigator.clipboard.readText()).toBe(SECRET);
    expect(within(shown).getByRole('status')).toHaveTextContent(text.copied);
    await expectAccessible();
  });

  it('says in the dialog why the server refused the address, and when creating failed, nowhere else', async () => {
    const dialogs: string[] = [];
    const unsubscribe = onErrorDialog((request) => dialogs.push(request.message));
    const user = userEvent.setup({ delay: null });
    onCall(calls.createWebhook, () =>
      respond(400, { error: 'Refused', code: 'webhook.addressRefused' }),
    );
    renderPanel('webhooks');
    await user.click(await screen.findByRole('button', { name: text.newWebhook }));
    const dialog = await screen.findByRole('dialog', { name: text.newWebhook });
    await user.click(within(dialog).getByRole('textbox', { name: text.url }));
    await user.paste('http://10.0.0.7/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: text.newTicket }));
    await user.click(within(dialog).getByRole('button', { name: text.create }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(text.refused);

    onCall(calls.createWebhook, () => respond(500));
    await user.click(within(dialog).getByRole('button', { name: text.create }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(text.createFailed),
    );
    expect(screen.queryByRole('dialog', { name: text.secretTitle })).toBeNull();
    expect(dialogs).toEqual([]);
    unsubscribe();
  });

  it('deletes a webhook after asking, and says when deleting fails', async () => {
    const user = userEvent.setup({ delay: null });
    onCall(calls.deleteWebhook, () => ({ ok: true as const }));
    renderPanel('webhooks');
    await user.click(
      within(await tableRowOf('https://hooks.example.org/portal')).getByRole('button', {
        name: text.delete,
      }),
    );
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent(text.deleteConfirm);
    expect(requestsTo(calls.deleteWebhook)).toHaveLength(0);
    const listReads = requestsTo(calls.listWebhooks).length;
    await user.click(within(ask).getByRole('button', { name: text.delete }));
    await waitFor(() => expect(requestsTo(calls.deleteWebhook)[0]?.params).toEqual({ id: 2 }));
    await waitFor(() => expect(requestsTo(calls.listWebhooks).length).toBeGreaterThan(listReads));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    onCall(calls.deleteWebhook, () => respond(500));
    await user.click(
      within(await tableRowOf(DISCORD)).getByRole('button', {
        name: text.delete,
      }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: text.delete }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text.deleteFailed);
    expect(requestsTo(calls.deleteWebhook)[1]?.params).toEqual({ id: 1 });
  });

  it('shows a webhook’s deliveries, newest first, with each attempt, and retries one', async () => {
    const user = userEvent.setup({ delay: null });
    onCall(
      calls.retryWebhookDelivery,
      (): WebhookDelivery => ({ ...(DELIVERIES[0] as WebhookDelivery), status: 'delivered' }),
    );
    renderPanel('webhooks');
    const log = await openLog(text, DISCORD);
    expect(within(log).getByRole('heading', { name: `${text.logOf}${DISCORD}` })).toHaveFocus();
    const table = await within(log).findByRole('table', { name: text.logTable });
    const [pending, delivered] = within(table).getAllByRole('row').slice(1);
    expect(pending?.textContent).toMatch(text.pendingRow);
    expect(delivered?.textContent).toMatch(text.deliveredRow);
    expect(within(pending as HTMLElement).getByRole('link', { name: text.ticket })).toHaveAttribute(
      'href',
      '/ticket/42',
    );

    await user.click(within(table).getByText(text.attempts));
    const attempts = within(pending as HTMLElement).getAllByRole('listitem');
    expect(attempts.map((attempt) => attempt.textContent)).toEqual([
      expect.stringMatching(text.firstAttempt),
      expect.stringMatching(text.secondAttempt),
    ]);
    await expectAccessible();

    const logReads = requestsTo(calls.webhookDeliveries, { params: { id: 1 } }).length;
    await user.click(within(rowIn(table, '#42')).getByRole('button', { name: text.retry }));
    expect(requestsTo(calls.retryWebhookDelivery)[0]?.params).toEqual({
      id: 1,
      deliveryId: PENDING_ID,
    });
    await waitFor(() =>
      expect(requestsTo(calls.webhookDeliveries, { params: { id: 1 } }).length).toBeGreaterThan(
        logReads,
      ),
    );

    onCall(calls.retryWebhookDelivery, () => respond(500));
    await user.click(within(delivered as HTMLElement).getByRole('button', { name: text.retry }));
    expect(await within(log).findByRole('alert')).toHaveTextContent(text.retryFailed);

    await user.click(within(log).getByRole('button', { name: text.hide }));
    expect(screen.queryByRole('region', { name: `${text.logOf}${DISCORD}` })).toBeNull();
  });

  it('says when a webhook has no deliveries yet', async () => {
    renderPanel('webhooks');
    await openLog(text, 'https://hooks.example.org/portal');
    expect(await screen.findByText(text.noDeliveries)).toBeInTheDocument();
  });
});

test('when a delivery is tried again in the background, then the open log shows it without a reload', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    await setLanguage('en');
    let status: WebhookDelivery['status'] = 'pending';
    onCall(calls.webhookDeliveries, () => [{ ...(DELIVERIES[0] as WebhookDelivery), status }], {
      params: { id: 1 },
    });
    renderPanel('webhooks');
    const log = await openLog(TEXTS.en, DISCORD);
    expect(await within(log).findByText('Pending')).toBeInTheDocument();
    status = 'delivered';
    act(() => jest.advanceTimersByTime(WEBHOOK_DELIVERIES_REFRESH_MS));
    expect(await within(log).findByText('Delivered')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('when the open log shows a later delivery than the table’s latest, then the table reads the list again', async () => {
  await setLanguage('en');
  const newest = DELIVERIES[0] as WebhookDelivery;
  let lastDelivery: Webhook['lastDelivery'] = null;
  onCall(calls.listWebhooks, () => [webhook({ id: 1, url: DISCORD, lastDelivery })]);
  renderPanel('webhooks');
  expect((await tableRowOf(DISCORD)).textContent).toMatch(/Never/);
  const reads = requestsTo(calls.listWebhooks).length;
  lastDelivery = { status: newest.status, createdAt: newest.createdAt };
  await openLog(TEXTS.en, DISCORD);
  await waitFor(() => expect(requestsTo(calls.listWebhooks).length).toBe(reads + 1));
  const list = screen.getByRole('table', { name: TEXTS.en.table });
  await waitFor(() => expect(rowIn(list, DISCORD).textContent).toMatch(/Pending/));
});
