import { type AccessToken, calls, LIVE_EVENTS } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_USE_REFRESH_MS } from '../../features/tokens/components/tokens-section';
import { expectCurrentSection, renderPanel, tableRowOf } from '../../testing/render-panel';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const NOW = Date.UTC(2026, 10, 23, 15, 30);
const DAY = 86_400_000;
const SECRET = `tp_${'a1B2c3'.repeat(7)}x`;

function token(overrides: Partial<AccessToken>): AccessToken {
  return {
    id: 1,
    name: 'Stats bot',
    description: '',
    endpoints: ['/me'],
    permissions: ['read'],
    createdBy: 'Admin Principal',
    createdAt: NOW - DAY,
    expiresAt: NOW + 89 * DAY,
    isActive: true,
    lastUsedAt: null,
    lastUsedAddress: null,
    ...overrides,
  };
}

const TOKENS: AccessToken[] = [
  token({
    id: 1,
    name: 'Stats bot',
    endpoints: ['/me', '/groups', '/roles', '/tickets', '/reports'],
    permissions: ['read', 'write'],
    lastUsedAt: NOW - 60_000,
    lastUsedAddress: '10.0.0.5',
  }),
  token({ id: 2, name: 'Paused bot', isActive: false }),
  token({ id: 3, name: 'Old bot', expiresAt: NOW - DAY }),
];

const TEXTS = {
  es: {
    section: 'Tokens',
    sections: 'Secciones del panel',
    table: 'Tokens de acceso',
    statsRow:
      /Stats bot.*\/me, \/groups, \/roles \+2 más.*lectura, escritura.*Admin Principal.*desde 10\.0\.0\.5.*Activo/,
    paused: /Paused bot.*Nunca.*Inactivo/,
    old: /Old bot.*Caducado/,
    newToken: 'Nuevo token',
    create: 'Crear',
    name: 'Nombre',
    read: 'Lectura (GET)',
    expires: 'Caduca en (días)',
    nameRequired: 'El nombre es obligatorio',
    selectEndpoint: 'Selecciona al menos un endpoint',
    selectPermission: 'Selecciona al menos un permiso',
    expiryRange: 'Un token dura de 1 a 365 días.',
    secretTitle: 'Token creado',
    copy: 'Copiar token',
    copied: 'Copiado',
    copyFailed: 'No se pudo copiar el token. Cópialo a mano.',
    createFailed: 'No se pudo crear el token. Inténtalo de nuevo.',
    deactivate: 'Desactivar',
    activate: 'Activar',
    delete: 'Eliminar',
    deactivateConfirm: '¿Seguro que quieres desactivar este token?',
    deleteConfirm: '¿Seguro que quieres eliminar este token? Esta acción no se puede deshacer.',
    deactivateFailed: 'No se pudo desactivar el token.',
    activateFailed: 'No se pudo activar el token.',
    deleteFailed: 'No se pudo eliminar el token.',
  },
  en: {
    section: 'Tokens',
    sections: 'Panel sections',
    table: 'Access tokens',
    statsRow:
      /Stats bot.*\/me, \/groups, \/roles \+2 more.*read, write.*Admin Principal.*from 10\.0\.0\.5.*Active/,
    paused: /Paused bot.*Never.*Inactive/,
    old: /Old bot.*Expired/,
    newToken: 'New token',
    create: 'Create',
    name: 'Name',
    read: 'Read (GET)',
    expires: 'Expires in (days)',
    nameRequired: 'The name is required',
    selectEndpoint: 'Please select at least one endpoint',
    selectPermission: 'Please select at least one permission',
    expiryRange: 'A token lasts from 1 to 365 days.',
    secretTitle: 'Token created',
    copy: 'Copy token',
    copied: 'Copied',
    copyFailed: 'Failed to copy token. Please copy manually.',
    createFailed: 'Failed to create token. Please try again.',
    deactivate: 'Deactivate',
    activate: 'Activate',
    delete: 'Delete',
    deactivateConfirm: 'Are you sure you want to deactivate this token?',
    deleteConfirm: 'Are you sure you want to delete this token? This action cannot be undone.',
    deactivateFailed: 'Failed to deactivate token.',
    activateFailed: 'Failed to activate token.',
    deleteFailed: 'Failed to delete token.',
  },
} as const;

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  onCall(calls.listTokens, () => TOKENS);
  onCall(calls.tokenEndpoints, () => ['/me', '/groups', '/getTicket/:id']);
});
afterEach(() => jest.restoreAllMocks());

describe.each(['es', 'en'] as const)('the tokens section in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('lists each token: first 3 endpoints then how many more, permissions, creator, last use and status', async () => {
    renderPanel('tokens');
    expect(await screen.findByRole('table', { name: text.table })).toBeInTheDocument();
    expect((await tableRowOf('Stats bot')).textContent).toMatch(text.statsRow);
    expect((await tableRowOf('Paused bot')).textContent).toMatch(text.paused);
    expect((await tableRowOf('Old bot')).textContent).toMatch(text.old);
    expect(
      within(await tableRowOf('Old bot')).queryByRole('button', { name: text.activate }),
    ).toBeNull();
    expectCurrentSection(text.sections, text.section);
    await expectAccessible();
  });

  it('creates a token after saying what is missing, then shows its secret once to copy', async () => {
    const user = userEvent.setup();
    onCall(calls.createToken, ({ body }) => ({
      token: SECRET,
      tokenInfo: token({ id: 9, name: body.name }),
    }));
    renderPanel('tokens');
    await user.click(await screen.findByRole('button', { name: text.newToken }));
    const dialog = await screen.findByRole('dialog', { name: text.newToken });
    await user.clear(within(dialog).getByRole('spinbutton', { name: text.expires }));
    await user.type(within(dialog).getByRole('spinbutton', { name: text.expires }), '366');
    await user.click(within(dialog).getByRole('button', { name: text.create }));
    for (const message of [
      text.nameRequired,
      text.selectEndpoint,
      text.selectPermission,
      text.expiryRange,
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(requestsTo(calls.createToken)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: text.name }), 'Reader');
    await user.click(await within(dialog).findByRole('checkbox', { name: '/getTicket/:id' }));
    await user.click(within(dialog).getByRole('checkbox', { name: text.read }));
    await user.clear(within(dialog).getByRole('spinbutton', { name: text.expires }));
    await user.type(within(dialog).getByRole('spinbutton', { name: text.expires }), '90');
    const listReads = requestsTo(calls.listTokens).length;
    await user.click(within(dialog).getByRole('button', { name: text.create }));

    const shown = await screen.findByRole('dialog', { name: text.secretTitle });
    expect(within(shown).getByDisplayValue(SECRET)).toBeInTheDocument();
    expect(requestsTo(calls.createToken)[0]?.body).toEqual({
      name: 'Reader',
      description: '',
      endpoints: ['/getTicket/:id'],
      permissions: ['read'],
      expiresInDays: 90,
    });
    await waitFor(() => expect(requestsTo(calls.listTokens).length).toBeGreaterThan(listReads));
    await user.click(within(shown).getByRole('button', { name: text.copy }));
    expect(await window.navigator.clipboard.readText()).toBe(SECRET);
    expect(within(shown).getByRole('status')).toHaveTextContent(text.copied);
  });

  it('says so when creating or copying fails', async () => {
    const user = userEvent.setup();
    onCall(calls.createToken, () => respond(500));
    renderPanel('tokens');
    await user.click(await screen.findByRole('button', { name: text.newToken }));
    const dialog = await screen.findByRole('dialog', { name: text.newToken });
    await user.type(within(dialog).getByRole('textbox', { name: text.name }), 'Reader');
    await user.click(await within(dialog).findByRole('checkbox', { name: '/me' }));
    await user.click(within(dialog).getByRole('checkbox', { name: text.read }));
    await user.click(within(dialog).getByRole('button', { name: text.create }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.createFailed);

    onCall(calls.createToken, () => ({ token: SECRET, tokenInfo: token({ id: 9 }) }));
    await user.click(within(dialog).getByRole('button', { name: text.create }));
    const shown = await screen.findByRole('dialog', { name: text.secretTitle });
    jest.spyOn(window.navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(shown).getByRole('button', { name: text.copy }));
    expect(await within(shown).findByRole('alert')).toHaveTextContent(text.copyFailed);
  });

  it('deactivates and deletes after the SPEC confirmations, activates at once, and says when each fails', async () => {
    const user = userEvent.setup();
    onCall(calls.deactivateToken, () => TOKENS[0] as AccessToken);
    onCall(calls.deleteToken, () => respond(500));
    onCall(calls.activateToken, () => respond(500));
    renderPanel('tokens');

    await user.click(
      within(await tableRowOf('Stats bot')).getByRole('button', { name: text.deactivate }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(text.deactivateConfirm);
    await user.click(within(confirm).getByRole('button', { name: text.deactivate }));
    await waitFor(() => expect(requestsTo(calls.deactivateToken)[0]?.body).toEqual({ tokenId: 1 }));

    await user.click(
      within(await tableRowOf('Old bot')).getByRole('button', { name: text.delete }),
    );
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent(text.deleteConfirm);
    await user.click(within(ask).getByRole('button', { name: text.delete }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.deleteFailed);
    expect(requestsTo(calls.deleteToken)[0]?.body).toEqual({ tokenId: 3 });

    await user.click(
      within(await tableRowOf('Paused bot')).getByRole('button', { name: text.activate }),
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text.activateFailed));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo(calls.activateToken)[0]?.body).toEqual({ tokenId: 2 });
  });

  it('says when deactivating fails', async () => {
    const user = userEvent.setup();
    onCall(calls.deactivateToken, () => respond(500));
    renderPanel('tokens');
    await user.click(
      within(await tableRowOf('Stats bot')).getByRole('button', { name: text.deactivate }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: text.deactivate }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text.deactivateFailed);
  });
});

test('when another admin changes a token, then the list is read again', async () => {
  await setLanguage('en');
  renderPanel('tokens');
  await tableRowOf('Stats bot');
  const reads = requestsTo(calls.listTokens).length;
  act(() => fakeSocket.serverSends(LIVE_EVENTS.tokensChanged, { tokenId: 1 }));
  await waitFor(() => expect(requestsTo(calls.listTokens).length).toBe(reads + 1));
});

test('when a token is used while the list is open, then its last use shows without a reload', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    await setLanguage('en');
    let lastUse = { lastUsedAt: null as number | null, lastUsedAddress: null as string | null };
    onCall(calls.listTokens, () => [token({ name: 'Polling bot', ...lastUse })]);
    renderPanel('tokens');
    expect((await tableRowOf('Polling bot')).textContent).toMatch(/Never/);
    lastUse = { lastUsedAt: Date.now(), lastUsedAddress: '198.51.100.7' };
    act(() => jest.advanceTimersByTime(TOKEN_USE_REFRESH_MS));
    await waitFor(async () =>
      expect((await tableRowOf('Polling bot')).textContent).toMatch(/from 198\.51\.100\.7/),
    );
  } finally {
    jest.useRealTimers();
  }
});
