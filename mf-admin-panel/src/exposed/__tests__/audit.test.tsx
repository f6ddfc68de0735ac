import { type AuditEntry, type AuditPage, calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { catchSavedFiles } from '@portal/shared/testing/saved-files';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectCurrentSection, renderPanel, tableRowOf } from '../../testing/render-panel';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const NOW = Date.UTC(2026, 10, 23, 15, 30);
const PROMPT = `You help the staff of a game community. ${'Answer briefly and kindly. '.repeat(6)}`;

function auditEntry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    at: NOW - 60_000,
    via: 'session',
    actor: { id: 7, name: 'Admin Principal' },
    tokenId: null,
    address: '203.0.113.9',
    action: 'token.deleted',
    target: { kind: 'token', id: '12' },
    changes: [],
    ...overrides,
  };
}

const ENTRIES: AuditEntry[] = [
  auditEntry({
    id: 105,
    action: 'token.created',
    target: { kind: 'token', id: '12' },
    changes: [
      { field: 'name', before: null, after: 'Stats bot' },
      { field: 'permissions', before: null, after: 'read, write' },
    ],
  }),
  auditEntry({
    id: 104,
    at: NOW - 3_600_000,
    via: 'token',
    actor: { id: 8, name: 'Moderadora' },
    tokenId: 3,
    address: '198.51.100.7',
    action: 'config.saved',
    target: { kind: 'config', id: 'feature.banner' },
    changes: [{ field: 'value', before: 'off', after: 'on' }],
  }),
  auditEntry({
    id: 103,
    via: 'provider',
    actor: null,
    address: null,
    action: 'account.rightsChanged',
    target: { kind: 'account', id: '42' },
    changes: [
      { field: 'power', before: '2', after: '100' },
      { field: 'shard', before: 'eu-1', after: null },
    ],
  }),
  auditEntry({
    id: 102,
    via: 'portal',
    actor: null,
    address: null,
    action: 'comment.deleted',
    target: { kind: 'comment', id: '900' },
  }),
  auditEntry({
    id: 101,
    address: '192.0.2.44',
    action: 'incident.statusChanged',
    target: { kind: 'incident', id: '5' },
    changes: [{ field: 'status', before: 'open', after: 'resolved' }],
  }),
];

const TEXTS = {
  es: {
    section: 'Auditoría',
    webhooks: 'Webhooks configurados',
    sections: 'Secciones del panel',
    table: 'Registro de auditoría',
    loading: 'Cargando…',
    columns: ['Cuándo', 'Quién', 'Dirección IP', 'Acción', 'Objeto', 'Cambios'],
    created: /Admin Principal.*203\.0\.113\.9.*Token creado.*Token#12/,
    createdChanges: ['Nombre: — → Stats bot', 'Permisos: — → read, write'],
    byToken:
      /Moderadora.*con token #3.*198\.51\.100\.7.*Configuración guardada.*Configuraciónfeature\.banner.*Valor: off → on/,
    byProvider:
      /Proveedor de acceso—Permisos de la cuenta cambiadosCuenta#42Nivel: 2 → 100shard: eu-1 → —$/,
    byPortal: /Portal—Comentario eliminadoComentario#900—$/,
    incident: 'Incidente n.º 5',
    incidentChange: 'Estado: open → resolved',
    loaded: '5 entradas cargadas',
    who: 'Quién',
    action: 'Acción',
    targetKind: 'Tipo de objeto',
    targetId: 'Id del objeto',
    from: 'Desde',
    to: 'Hasta',
    apply: 'Aplicar',
    allActions: 'Todas las acciones',
    actionOption: 'Token eliminado',
    kindOption: 'Token',
    empty: 'Ninguna entrada cumple estos filtros',
    loadFailed: 'No se pudieron cargar los datos.',
    loadMore: 'Cargar más',
    loadMoreFailed: 'No se pudieron cargar más entradas. Inténtalo de nuevo.',
    page3: 'Página 3',
    csv: 'Exportar CSV',
    csvFailed: 'No se pudo descargar el CSV. Inténtalo de nuevo.',
    before: 'Antes',
    after: 'Después',
    startAfterEnd: 'La fecha de inicio no puede ser posterior a la fecha de fin.',
  },
  en: {
    section: 'Audit',
    webhooks: 'Configured webhooks',
    sections: 'Panel sections',
    table: 'Audit trail',
    loading: 'Loading…',
    columns: ['When', 'Who', 'IP address', 'Action', 'Target', 'Changes'],
    created: /Admin Principal.*203\.0\.113\.9.*Token created.*Token#12/,
    createdChanges: ['Name: — → Stats bot', 'Permissions: — → read, write'],
    byToken:
      /Moderadora.*with token #3.*198\.51\.100\.7.*Configuration saved.*Configurationfeature\.banner.*Value: off → on/,
    byProvider: /Sign-in provider—Account rights changedAccount#42Power: 2 → 100shard: eu-1 → —$/,
    byPortal: /Portal—Comment deletedComment#900—$/,
    incident: 'Incident #5',
    incidentChange: 'Status: open → resolved',
    loaded: '5 entries loaded',
    who: 'Who',
    action: 'Action',
    targetKind: 'Target kind',
    targetId: 'Target id',
    from: 'From',
    to: 'To',
    apply: 'Apply',
    allActions: 'All actions',
    actionOption: 'Token deleted',
    kindOption: 'Token',
    empty: 'No entry matches these filters',
    loadFailed: 'The data could not be loaded.',
    loadMore: 'Load more',
    loadMoreFailed: 'Failed to load more entries. Please try again.',
    page3: 'Page 3',
    csv: 'Export CSV',
    csvFailed: 'Failed to download CSV. Please try again.',
    before: 'Before',
    after: 'After',
    startAfterEnd: 'The start date cannot be after the end date.',
  },
} as const;

/** A full page of older entries (ids `firstId` down), then the next page's cursor. */
function olderPage(firstId: number, nextBefore: number | null): AuditPage {
  const entries = Array.from({ length: 50 }, (_, index) =>
    auditEntry({ id: firstId - index, target: { kind: 'token', id: `${firstId - index}` } }),
  );
  return { entries, nextBefore };
}

/** The text of a row without its card labels (hidden headers repeated in each cell). */
function rowText(row: HTMLElement): string {
  const copy = row.cloneNode(true) as HTMLElement;
  for (const label of copy.querySelectorAll('[aria-hidden="true"]')) label.remove();
  return copy.textContent ?? '';
}

function serveTrail(page: AuditPage = { entries: ENTRIES, nextBefore: null }) {
  onCall(calls.auditLog, () => page);
}

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

describe.each(['es', 'en'] as const)('the audit section in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('says it is loading, then lists the newest entries: when, who, from where, what, to what and what changed', async () => {
    let answer: () => void = () => {};
    onCall(calls.auditLog, async () => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return { entries: ENTRIES, nextBefore: null };
    });
    renderPanel('audit');
    const busy = await screen.findByRole('table', { busy: true });
    expect(within(busy).getByText(text.loading)).toBeInTheDocument();
    answer();
    const table = await screen.findByRole('table', { name: text.table });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(text.columns);
    expect(requestsTo(calls.auditLog)[0]?.query).toEqual({});

    const created = await tableRowOf('203.0.113.9');
    expect(rowText(created)).toMatch(text.created);
    const when = within(created).getByText(new Date(NOW - 60_000).toLocaleString(language));
    expect(when.closest('time')).toHaveAttribute('datetime', new Date(NOW - 60_000).toISOString());
    expect(
      within(created)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(text.createdChanges);
    expect(rowText(await tableRowOf('198.51.100.7'))).toMatch(text.byToken);
    const rows = within(table).getAllByRole('row').slice(1).map(rowText);
    expect(rows[2]).toMatch(text.byProvider);
    expect(rows[3]).toMatch(text.byPortal);
    const incident = within(table).getByRole('link', { name: text.incident });
    expect(incident).toHaveAttribute('href', '/admin/incidents/5');
    expect(incident.closest('tr')).toHaveTextContent(text.incidentChange);

    expect(screen.getByText(text.loaded)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: text.loadMore })).toBeNull();
    expectCurrentSection(text.sections, text.section);
    expect(screen.getByRole('region', { name: text.section })).toBeInTheDocument();
    await expectAccessible();
  });

  it('says when nothing matches, and when the trail cannot be read', async () => {
    serveTrail({ entries: [], nextBefore: null });
    const { unmount } = renderPanel('audit');
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    unmount();

    onCall(calls.auditLog, () => respond(500));
    renderPanel('audit');
    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
  });

  it('applies who, action, target kind and id, and whole UTC days as the query', async () => {
    serveTrail();
    renderPanel('audit');
    await tableRowOf('203.0.113.9');
    const apply = screen.getByRole('button', { name: text.apply });
    expect(apply).toBeDisabled();
    const action = screen.getByRole('combobox', { name: text.action });
    expect(within(action).getAllByRole('option')).toHaveLength(20);
    expect(within(action).getAllByRole('option')[0]).toHaveTextContent(text.allActions);

    await userEvent.type(screen.getByRole('searchbox', { name: text.who }), ' admin ');
    await userEvent.selectOptions(action, text.actionOption);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: text.targetKind }),
      text.kindOption,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: text.targetId }), '#12');
    fireEvent.change(screen.getByLabelText(text.from), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(text.to), { target: { value: '2026-11-10' } });
    await userEvent.click(apply);
    await waitFor(() =>
      expect(requestsTo(calls.auditLog).at(-1)?.query).toEqual({
        actor: 'admin',
        action: 'token.deleted',
        targetKind: 'token',
        targetId: '12',
        from: String(Date.UTC(2026, 10, 1)),
        to: String(Date.UTC(2026, 10, 11)),
      }),
    );
    expect(apply).toBeDisabled();
  });

  it('a start after the end is explained beside the start and nothing is asked', async () => {
    serveTrail();
    renderPanel('audit');
    await tableRowOf('203.0.113.9');
    fireEvent.change(screen.getByLabelText(text.from), { target: { value: '2026-11-12' } });
    fireEvent.change(screen.getByLabelText(text.to), { target: { value: '2026-11-10' } });
    expect(await screen.findByText(text.startAfterEnd)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.apply })).toBeDisabled();
  });

  it('loads older entries from the last page’s cursor, with the filters, and turns to them', async () => {
    onCall(calls.auditLog, ({ query }) => {
      if (query.before === '951') return olderPage(950, 901);
      if (query.before === '901') return { entries: ENTRIES, nextBefore: null };
      return olderPage(1000, 951);
    });
    renderPanel('audit');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: text.targetKind }),
      text.kindOption,
    );
    await userEvent.click(screen.getByRole('button', { name: text.apply }));
    await tableRowOf('#1000');
    await userEvent.click(await screen.findByRole('button', { name: text.loadMore }));
    expect(await tableRowOf('#950')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.page3 })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(screen.getByRole('button', { name: text.loadMore }));
    expect(await tableRowOf('198.51.100.7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.loadMore })).toBeNull();
    expect(requestsTo(calls.auditLog).map((request) => request.query)).toEqual([
      {},
      { targetKind: 'token' },
      { targetKind: 'token', before: '951' },
      { targetKind: 'token', before: '901' },
    ]);
  });

  it('when loading more fails it says so below the table, and tries again on the next press', async () => {
    let fail = true;
    onCall(calls.auditLog, ({ query }) => {
      if (query.before === undefined) return olderPage(1000, 951);
      return fail ? respond(500) : { entries: ENTRIES, nextBefore: null };
    });
    renderPanel('audit');
    await userEvent.click(await screen.findByRole('button', { name: text.loadMore }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.loadMoreFailed);
    expect(await tableRowOf('#1000')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: text.loadMore }));
    expect(await tableRowOf('198.51.100.7')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requestsTo(calls.auditLog).map((request) => request.query.before)).toEqual([
      undefined,
      '951',
      '951',
    ]);
  });

  it('unfolds a long value into the whole texts before and after', async () => {
    serveTrail({
      entries: [
        auditEntry({
          action: 'config.saved',
          target: { kind: 'config', id: 'ai.basePrompt' },
          changes: [{ field: 'value', before: null, after: PROMPT }],
        }),
      ],
      nextBefore: null,
    });
    renderPanel('audit');
    const row = await tableRowOf('ai.basePrompt');
    const change = within(row).getByRole('listitem');
    const summary = within(change).getByText(/: — → You help the staff.*…$/);
    expect(summary.textContent?.length).toBeLessThan(PROMPT.length);
    await userEvent.click(summary);
    expect(change.querySelector('details')).toHaveAttribute('open');
    expect(within(change).getByText(text.after).nextElementSibling?.textContent).toBe(PROMPT);
    expect(within(change).getByText(text.before).nextElementSibling).toHaveTextContent('—');
  });

  it('downloads the applied filters’ entries as CSV, and says when that fails', async () => {
    const saved = catchSavedFiles();
    serveTrail();
    onCall(calls.auditCsv, () => 'id,at,action\n105,2026-11-23T15:29:00Z,token.created\n');
    renderPanel('audit');
    await tableRowOf('203.0.113.9');
    await userEvent.type(screen.getByRole('searchbox', { name: text.who }), 'ana');
    // Typed, not applied: the file holds what the table shows.
    await userEvent.click(screen.getByRole('button', { name: text.csv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requestsTo(calls.auditCsv)[0]?.query).toEqual({});
    await userEvent.click(screen.getByRole('button', { name: text.apply }));
    await userEvent.click(await screen.findByRole('button', { name: text.csv }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.name).toBe('audit.csv');
    expect(await saved[1]?.text).toBe('id,at,action\n105,2026-11-23T15:29:00Z,token.created\n');
    expect(requestsTo(calls.auditCsv)[1]?.query).toEqual({ actor: 'ana' });
    expect(screen.queryByRole('button', { name: /JSON/ })).toBeNull();

    onCall(calls.auditCsv, () => respond(500, { error: 'boom' }));
    await userEvent.click(screen.getByRole('button', { name: text.csv }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.csvFailed);
  });

  it('when the section opens again, then it reads the newest entries again', async () => {
    let page: AuditPage = { entries: ENTRIES.slice(1), nextBefore: null };
    onCall(calls.auditLog, () => page);
    onCall(calls.listWebhooks, () => []);
    renderPanel('audit');
    await tableRowOf('198.51.100.7');
    const sidebar = screen.getByRole('navigation', { name: text.sections });
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Webhooks' }));
    await screen.findByRole('table', { name: text.webhooks });
    page = { entries: ENTRIES, nextBefore: null };
    await userEvent.click(within(sidebar).getByRole('link', { name: text.section }));
    expect(await tableRowOf('203.0.113.9')).toBeInTheDocument();
    expect(requestsTo(calls.auditLog)).toHaveLength(2);
  });
});
