import { type AdminAccount, calls, type UserLeaderboards } from '@portal/shared/contract';
import { onErrorDialog } from '@portal/shared/runtime/errors';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPanel } from '../../testing/render-panel';

const ERASED_AT = Date.UTC(2026, 10, 20, 12, 0);

const LUCIA: AdminAccount = {
  id: 7,
  name: 'Lucía Gómez',
  username: 'lucia',
  power: 0,
  erasedAt: null,
};
const LUIS: AdminAccount = {
  id: 8,
  name: 'Luis Prado',
  username: 'luisp',
  power: 2,
  erasedAt: null,
};
const ERASED: AdminAccount = {
  id: 9,
  name: 'Cuenta eliminada',
  username: 'erased-9',
  power: 0,
  erasedAt: ERASED_AT,
};
const LUCIA_ERASED: AdminAccount = {
  ...LUCIA,
  name: 'Cuenta eliminada',
  username: 'erased-7',
  erasedAt: ERASED_AT,
};

const NO_BOARDS: UserLeaderboards = {
  range: { start: 0, end: 1 },
  opened: [],
  handled: [],
  resolved: [],
};

const TEXTS = {
  es: {
    block: 'Eliminar una cuenta (RGPD)',
    field: 'Nombre o usuario',
    search: 'Buscar',
    table: 'Cuentas encontradas',
    erase: 'Eliminar cuenta',
    luciaRow: /Lucía Gómez.*lucia.*0.*Eliminar cuenta/,
    erasedRow: /Cuenta eliminada.*erased-9.*0.*Eliminada el 20\/11\/2026$/,
    luciaErasedRow: /Cuenta eliminada.*erased-7.*Eliminada el 20\/11\/2026$/,
    nothing: 'Ninguna cuenta coincide con «zz».',
    title: 'Eliminar la cuenta de Lucía Gómez',
    names: 'Si eliminas la cuenta de Lucía Gómez (lucia):',
    consequences: [
      'No podrá volver a entrar y sus sesiones se cierran.',
      'Su nombre, sus ids de juego y lo que escribió (títulos y descripciones de tickets, comentarios, valoraciones) pasan a decir «Cuenta eliminada».',
      'Los tickets y denuncias en los que participó se quedan, legibles para las demás partes, y la resolución de una denuncia se mantiene.',
      'Se borran sus tokens de acceso y sus webhooks.',
      'Queda anotado en la auditoría.',
    ],
    forever: 'No se puede deshacer.',
    confirm: 'Eliminar definitivamente',
    cancel: 'Cancelar',
    done: 'Se eliminó la cuenta de Lucía Gómez (lucia).',
    notAllowed: 'No puedes eliminar tu propia cuenta ni una con más poder que la tuya.',
    alreadyErased: 'Esa cuenta ya está eliminada.',
    failed: 'No se pudo eliminar la cuenta. Inténtalo de nuevo.',
  },
  en: {
    block: 'Erase an account (GDPR)',
    field: 'Name or username',
    search: 'Search',
    table: 'Accounts found',
    erase: 'Erase account',
    luciaRow: /Lucía Gómez.*lucia.*0.*Erase account/,
    erasedRow: /Cuenta eliminada.*erased-9.*0.*Erased on 11\/20\/2026$/,
    luciaErasedRow: /Cuenta eliminada.*erased-7.*Erased on 11\/20\/2026$/,
    nothing: 'No account matches “zz”.',
    title: 'Erase the account of Lucía Gómez',
    names: 'If you erase the account of Lucía Gómez (lucia):',
    consequences: [
      'It can no longer sign in, and its sessions end.',
      'Its name, game ids and the text it wrote (ticket titles and descriptions, comments, reviews) become “Deleted account”.',
      'The tickets and reports it took part in stay, readable by their other parties, and a report’s resolution stays.',
      'Its access tokens and webhooks are removed.',
      'It is recorded in the audit trail.',
    ],
    forever: 'This cannot be undone.',
    confirm: 'Erase for good',
    cancel: 'Cancel',
    done: 'The account of Lucía Gómez (lucia) was erased.',
    notAllowed: 'You cannot erase your own account, nor one with more power than yours.',
    alreadyErased: 'That account is already erased.',
    failed: 'Failed to erase the account. Please try again.',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

beforeEach(() => {
  onCall(calls.userLeaderboards, () => NO_BOARDS);
  onCall(calls.searchAccounts, () => [LUCIA, LUIS, ERASED]);
});

/** The row of the results that shows `text`. */
async function rowOf(text: Texts, shown: string): Promise<HTMLTableRowElement> {
  const table = await screen.findByRole('table', { name: text.table });
  const row = (await within(table).findByText(shown)).closest('tr');
  if (!row) throw new Error(`No row for ${shown}`);
  return row;
}

/** The block's polite status line (the page's other one is the test's location probe). */
function statusOf(text: Texts): HTMLElement {
  return within(screen.getByRole('region', { name: text.block })).getByRole('status');
}

/** The users section with "lucia" searched (Enter), and the erase question of Lucía's row open. */
async function askToEraseLucia(text: Texts) {
  const user = userEvent.setup({ delay: null });
  renderPanel('users');
  await user.type(await screen.findByRole('searchbox', { name: text.field }), 'lucia{Enter}');
  await user.click(
    within(await rowOf(text, 'Lucía Gómez')).getByRole('button', { name: text.erase }),
  );
  return { user, ask: await screen.findByRole('alertdialog', { name: text.title }) };
}

describe.each(['es', 'en'] as const)('erasing an account in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('searches on Enter or Search, never per keystroke, and lists each account with its state', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel('users');
    const block = await screen.findByRole('region', { name: text.block });
    const field = within(block).getByRole('searchbox', { name: text.field });
    expect(within(block).getByRole('button', { name: text.search })).toBeDisabled();
    await user.type(field, '  Lu ');
    expect(requestsTo(calls.searchAccounts)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(requestsTo(calls.searchAccounts)[0]?.query).toEqual({ search: 'Lu' }),
    );

    expect((await rowOf(text, 'Lucía Gómez')).textContent).toMatch(text.luciaRow);
    const erased = await rowOf(text, 'erased-9');
    expect(erased.textContent).toMatch(text.erasedRow);
    // Nothing is left to erase.
    expect(within(erased).queryByRole('button')).toBeNull();
    expect(within(await rowOf(text, 'Luis Prado')).getByRole('button')).toHaveTextContent(
      text.erase,
    );
    await expectAccessible();

    onCall(calls.searchAccounts, () => []);
    await user.clear(field);
    await user.type(field, 'zz');
    await user.click(within(block).getByRole('button', { name: text.search }));
    expect(await within(block).findByText(text.nothing)).toBeInTheDocument();
    expect(requestsTo(calls.searchAccounts).map((request) => request.query)).toEqual([
      { search: 'Lu' },
      { search: 'zz' },
    ]);
  });

  it('names the account and what erasure does, then erases it on confirm and shows it erased', async () => {
    onCall(calls.eraseAccount, () => LUCIA_ERASED);
    const { user, ask } = await askToEraseLucia(text);
    expect(ask).toHaveAccessibleDescription(
      [text.names, ...text.consequences, text.forever].join(' '),
    );
    expect(
      within(ask)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(text.consequences);
    expect(within(ask).getByRole('button', { name: text.cancel })).toHaveFocus();
    expect(requestsTo(calls.eraseAccount)).toHaveLength(0);

    onCall(calls.searchAccounts, () => [LUIS, ERASED, LUCIA_ERASED]);
    await user.click(within(ask).getByRole('button', { name: text.confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo(calls.eraseAccount).map((request) => request.params)).toEqual([{ id: 7 }]);
    expect(requestsTo(calls.eraseAccount)[0]?.body).toBeUndefined();
    expect(requestsTo(calls.searchAccounts)).toHaveLength(2);
    // The leaderboards above may name her: they are read again too.
    await waitFor(() => expect(requestsTo(calls.userLeaderboards)).toHaveLength(2));
    const row = await rowOf(text, 'erased-7');
    expect(row.textContent).toMatch(text.luciaErasedRow);
    expect(within(row).queryByRole('button')).toBeNull();
    expect(statusOf(text)).toHaveTextContent(text.done);
    expect(screen.getByRole('searchbox', { name: text.field })).toHaveFocus();
  });

  it('sends nothing when the question is cancelled', async () => {
    onCall(calls.eraseAccount, () => LUCIA_ERASED);
    const { user, ask } = await askToEraseLucia(text);
    await user.click(within(ask).getByRole('button', { name: text.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo(calls.eraseAccount)).toHaveLength(0);
    expect(
      within(await rowOf(text, 'Lucía Gómez')).getByRole('button', { name: text.erase }),
    ).toHaveFocus();
    expect(statusOf(text)).toBeEmptyDOMElement();
  });

  it('says in the question why the server refused, or that erasing failed, and nowhere else', async () => {
    const dialogs: string[] = [];
    const unsubscribe = onErrorDialog((request) => dialogs.push(request.message));
    onCall(calls.eraseAccount, () =>
      respond(403, { error: 'Not allowed', code: 'account.eraseNotAllowed' }),
    );
    const { user, ask } = await askToEraseLucia(text);
    await user.click(within(ask).getByRole('button', { name: text.confirm }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(text.notAllowed);

    // Erased meanwhile by someone else: said so, and the results show it once the question closes.
    onCall(calls.eraseAccount, () =>
      respond(409, { error: 'Already erased', code: 'account.alreadyErased' }),
    );
    onCall(calls.searchAccounts, () => [LUIS, ERASED, LUCIA_ERASED]);
    await user.click(within(ask).getByRole('button', { name: text.confirm }));
    await waitFor(() =>
      expect(within(ask).getByRole('alert')).toHaveTextContent(text.alreadyErased),
    );
    await user.click(within(ask).getByRole('button', { name: text.cancel }));
    expect((await rowOf(text, 'erased-7')).textContent).toMatch(text.luciaErasedRow);

    onCall(calls.eraseAccount, () => respond(500));
    await user.click(
      within(await rowOf(text, 'Luis Prado')).getByRole('button', { name: text.erase }),
    );
    const again = await screen.findByRole('alertdialog');
    // A new question starts without the last one's failure.
    expect(within(again).queryByRole('alert')).toBeNull();
    await user.click(within(again).getByRole('button', { name: text.confirm }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(text.failed);
    expect(requestsTo(calls.eraseAccount).map((request) => request.params)).toEqual([
      { id: 7 },
      { id: 7 },
      { id: 8 },
    ]);
    expect(statusOf(text)).toBeEmptyDOMElement();
    // The shell's Error dialog would say the same reason a second time over the question.
    expect(dialogs).toEqual([]);
    unsubscribe();
  });
});
