import {
  calls,
  type Incident,
  type IncidentEntry,
  type IncidentSummary,
  LIVE_EVENTS,
} from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { catchSavedFiles } from '@portal/shared/testing/saved-files';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentLocation,
  expectCurrentSection,
  renderIncidents,
  renderPanel,
} from '../../testing/render-panel';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const STARTED = Date.UTC(2026, 10, 23, 9, 0);

function entry(overrides: Partial<IncidentEntry>): IncidentEntry {
  return {
    id: 1,
    kind: 'note',
    status: null,
    author: 'Ana',
    message: 'Logins fail on hub2',
    createdAt: STARTED + 60_000,
    recordedBy: 'Admin Principal',
    editedAt: null,
    editedBy: null,
    ...overrides,
  };
}

const SUMMARY: IncidentSummary = {
  _id: 4,
  title: 'Login outage',
  description: 'Nobody can sign in',
  status: 'investigating',
  createdAt: STARTED,
  createdBy: 'Admin Principal',
  updatedAt: STARTED,
  updatedBy: 'Admin Principal',
};

const INCIDENT: Incident = {
  ...SUMMARY,
  entries: [
    entry({ id: 1 }),
    entry({
      id: 2,
      kind: 'status',
      status: 'investigating',
      author: 'Admin Principal',
      message: '',
    }),
  ],
};

const TEXTS = {
  es: {
    incidents: 'Incidentes',
    sections: 'Secciones del panel',
    investigating: 'Investigando',
    resolved: 'Resuelto',
    newIncident: 'Nuevo incidente',
    create: 'Crear',
    title: 'Título',
    description: 'Descripción',
    status: 'Estado',
    titleRequired: 'El título es obligatorio',
    descriptionRequired: 'La descripción es obligatoria',
    started: 'Inicio',
    time: 'Hora',
    timeInvalid: 'Indica una fecha y hora entre los años 1970 y 9999, o déjalo vacío.',
    updateStatusFailed: 'No se pudo actualizar el estado. Inténtalo de nuevo.',
    statusLine: /Estado cambiado a Investigando por Admin Principal/,
    author: 'Autor',
    message: 'Mensaje',
    addEntry: 'Añadir entrada',
    authorRequired: 'El autor es obligatorio',
    messageRequired: 'El mensaje es obligatorio',
    edit: 'Editar',
    save: 'Guardar',
    cancel: 'Cancelar',
    delete: 'Eliminar',
    editedBlank: 'El mensaje editado no puede quedar vacío',
    updateEntryFailed: 'No se pudo actualizar la entrada.',
    deleteEntryFailed: 'No se pudo eliminar la entrada.',
    deleteConfirm: '¿Seguro que quieres eliminar esta entrada? Esta acción no se puede deshacer.',
    markdown: 'Descargar Markdown',
    postmortem: 'Descargar postmortem',
    markdownFailed: 'No se pudo descargar el Markdown. Inténtalo de nuevo.',
    postmortemFailed: 'No se pudo generar el postmortem. Inténtalo de nuevo.',
  },
  en: {
    incidents: 'Incidents',
    sections: 'Panel sections',
    investigating: 'Investigating',
    resolved: 'Resolved',
    newIncident: 'New incident',
    create: 'Create',
    title: 'Title',
    description: 'Description',
    status: 'Status',
    titleRequired: 'The title is required',
    descriptionRequired: 'The description is required',
    started: 'Started',
    time: 'Time',
    timeInvalid: 'Enter a date and time between the years 1970 and 9999, or leave it empty.',
    updateStatusFailed: 'Failed to update status. Please try again.',
    statusLine: /Status changed to Investigating by Admin Principal/,
    author: 'Author',
    message: 'Message',
    addEntry: 'Add entry',
    authorRequired: 'The author is required',
    messageRequired: 'The message is required',
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    editedBlank: 'The edited message cannot be blank',
    updateEntryFailed: 'Failed to update entry.',
    deleteEntryFailed: 'Failed to delete entry.',
    deleteConfirm: 'Are you sure you want to delete this entry? This action cannot be undone.',
    markdown: 'Download Markdown',
    postmortem: 'Download postmortem',
    markdownFailed: 'Failed to download Markdown. Please try again.',
    postmortemFailed: 'Failed to generate postmortem. Please try again.',
  },
} as const;

beforeEach(() => {
  onCall(calls.listIncidents, () => [SUMMARY]);
  onCall(calls.getIncident, () => INCIDENT);
});
afterEach(() => jest.restoreAllMocks());

function noteOf(message: string) {
  const item = screen.getByText(message).closest('li');
  if (!item) throw new Error(`No entry ${message}`);
  return item;
}

describe.each(['es', 'en'] as const)('the incident log in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('lists each incident with its status, start and title, a link to it, under the panel’s sidebar', async () => {
    renderIncidents('/admin/incidents');
    const table = await screen.findByRole('table', { name: text.incidents });
    const row = (await within(table).findByRole('link', { name: 'Login outage' })).closest('tr');
    expect(row).toHaveTextContent(text.investigating);
    expect(row).toHaveTextContent(new Date(STARTED).toLocaleString(language));
    expectCurrentSection(text.sections, text.incidents);
    await expectAccessible();
  });

  it('creates an incident after saying what is missing, then opens it', async () => {
    const user = userEvent.setup();
    onCall(calls.createIncident, ({ body }) => ({ ...INCIDENT, _id: 9, title: body.title }));
    renderIncidents('/admin/incidents');
    await user.click(await screen.findByRole('button', { name: text.newIncident }));
    const dialog = await screen.findByRole('dialog', { name: text.newIncident });
    await user.type(within(dialog).getByRole('textbox', { name: text.title }), '   ');
    const started = within(dialog).getByLabelText(text.started);
    fireEvent.change(started, { target: { value: '1960-01-01T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: text.create }));
    expect(within(dialog).getByText(text.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(text.descriptionRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(text.timeInvalid)).toBeInTheDocument();
    expect(requestsTo(calls.createIncident)).toHaveLength(0);
    fireEvent.change(started, { target: { value: '' } });

    await user.clear(within(dialog).getByRole('textbox', { name: text.title }));
    await user.type(within(dialog).getByRole('textbox', { name: text.title }), 'DB down');
    await user.type(within(dialog).getByRole('textbox', { name: text.description }), 'Slow');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: text.status }),
      'resolved',
    );
    await user.click(within(dialog).getByRole('button', { name: text.create }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/incidents/9'));
    expect(requestsTo(calls.createIncident)[0]?.body).toEqual({
      title: 'DB down',
      description: 'Slow',
      status: 'resolved',
    });
  });

  it('changes the status at once and puts it back when the server refuses', async () => {
    const user = userEvent.setup();
    let refuse: () => void = () => {};
    onCall(
      calls.setIncidentStatus,
      () =>
        new Promise((resolve) => {
          refuse = () => resolve(respond(500));
        }),
    );
    renderIncidents('/admin/incidents/4');
    const select = await screen.findByRole('combobox', { name: text.status });
    expect(select).toHaveValue('investigating');
    expect(screen.getByText(text.statusLine)).toBeInTheDocument();
    await user.selectOptions(select, 'resolved');
    await waitFor(() => expect(select).toHaveValue('resolved'));
    expect(requestsTo(calls.setIncidentStatus)[0]?.body).toEqual({ status: 'resolved' });
    act(() => refuse());
    expect(await screen.findByRole('alert')).toHaveTextContent(text.updateStatusFailed);
    expect(select).toHaveValue('investigating');
  });

  it('keeps the new status when the server takes it', async () => {
    const user = userEvent.setup();
    onCall(calls.setIncidentStatus, () => ({ ...INCIDENT, status: 'closed' as const }));
    renderIncidents('/admin/incidents/4');
    const select = await screen.findByRole('combobox', { name: text.status });
    await user.selectOptions(select, 'closed');
    await waitFor(() => expect(requestsTo(calls.setIncidentStatus)).toHaveLength(1));
    expect(select).toHaveValue('closed');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds an entry after saying what is missing', async () => {
    const user = userEvent.setup();
    onCall(calls.addIncidentEntry, ({ body }) => entry({ id: 3, ...body }));
    renderIncidents('/admin/incidents/4');
    const form = await screen.findByRole('form', { name: text.addEntry });
    const time = within(form).getByLabelText(text.time);
    fireEvent.change(time, { target: { value: '1960-01-01T10:00' } });
    await user.click(within(form).getByRole('button', { name: text.addEntry }));
    expect(within(form).getByText(text.authorRequired)).toBeInTheDocument();
    expect(within(form).getByText(text.messageRequired)).toBeInTheDocument();
    expect(within(form).getByText(text.timeInvalid)).toBeInTheDocument();
    expect(requestsTo(calls.addIncidentEntry)).toHaveLength(0);
    fireEvent.change(time, { target: { value: '' } });
    await user.type(within(form).getByRole('textbox', { name: text.author }), 'Luis');
    await user.type(within(form).getByRole('textbox', { name: text.message }), 'Restarted');
    const reads = requestsTo(calls.getIncident).length;
    await user.click(within(form).getByRole('button', { name: text.addEntry }));
    await waitFor(() => expect(requestsTo(calls.addIncidentEntry)).toHaveLength(1));
    expect(requestsTo(calls.addIncidentEntry)[0]?.body).toEqual({
      author: 'Luis',
      message: 'Restarted',
    });
    await waitFor(() => expect(requestsTo(calls.getIncident).length).toBeGreaterThan(reads));
  });

  it('edits an entry, never to a blank message, and says when the edit fails', async () => {
    const user = userEvent.setup();
    onCall(calls.editIncidentEntry, () => respond(500));
    renderIncidents('/admin/incidents/4');
    await screen.findByText('Logins fail on hub2');
    const note = noteOf('Logins fail on hub2');
    await user.click(within(note).getByRole('button', { name: text.edit }));
    const editor = within(note).getByRole('textbox', { name: text.message });
    await user.clear(editor);
    await user.type(editor, '  ');
    await user.click(within(note).getByRole('button', { name: text.save }));
    expect(within(note).getByText(text.editedBlank)).toBeInTheDocument();
    expect(requestsTo(calls.editIncidentEntry)).toHaveLength(0);
    await user.clear(editor);
    await user.type(editor, 'Only hub2');
    await user.click(within(note).getByRole('button', { name: text.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.updateEntryFailed);
    expect(requestsTo(calls.editIncidentEntry)[0]?.body).toEqual({ message: 'Only hub2' });
    expect(requestsTo(calls.editIncidentEntry)[0]?.params).toEqual({ id: 4, entryId: 1 });
    // Closed and opened again, the editor starts without the earlier failure.
    await user.click(within(note).getByRole('button', { name: text.cancel }));
    await user.click(within(note).getByRole('button', { name: text.edit }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deletes an entry after the confirmation, and says when it fails', async () => {
    const user = userEvent.setup();
    onCall(calls.deleteIncidentEntry, () => respond(500));
    renderIncidents('/admin/incidents/4');
    await screen.findByText('Logins fail on hub2');
    expect(
      within(screen.getByText(text.statusLine).closest('li') as HTMLElement).queryByRole('button'),
    ).toBeNull();
    await user.click(
      within(noteOf('Logins fail on hub2')).getByRole('button', { name: text.delete }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(text.deleteConfirm);
    expect(requestsTo(calls.deleteIncidentEntry)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: text.delete }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.deleteEntryFailed);
    expect(requestsTo(calls.deleteIncidentEntry)[0]?.params).toEqual({ id: 4, entryId: 1 });
  });

  it('downloads the Markdown and the postmortem, and says when either fails', async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    onCall(calls.exportIncidentMarkdown, () => '# Incident 4\n');
    onCall(calls.incidentPostmortemMarkdown, () => '# Postmortem\n');
    renderIncidents('/admin/incidents/4');
    await user.click(await screen.findByRole('button', { name: text.markdown }));
    await user.click(screen.getByRole('button', { name: text.postmortem }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((file) => file.name)).toEqual(['incident-4.md', 'incident-4-postmortem.md']);
    expect(await saved[1]?.text).toBe('# Postmortem\n');
    for (const call of [calls.exportIncidentMarkdown, calls.incidentPostmortemMarkdown]) {
      expect(requestsTo(call)[0]?.query).toEqual({ lang: language });
    }

    onCall(calls.exportIncidentMarkdown, () => respond(500));
    onCall(calls.incidentPostmortemMarkdown, () => respond(404, { error: 'Gone' }));
    await user.click(screen.getByRole('button', { name: text.markdown }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.markdownFailed);
    await user.click(screen.getByRole('button', { name: text.postmortem }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.postmortemFailed);
  });
});

test('when the description and a note are Markdown, then they show formatted, and HTML or script links in them stay text', async () => {
  await setLanguage('es');
  onCall(calls.getIncident, () => ({
    ...INCIDENT,
    description:
      'Down on **hub2**\n\n<img src=x onerror="window.hacked=1"> [bad](javascript:alert(1)) [status](https://status.example.com)',
    entries: [entry({ id: 1, message: 'Restarted `auth`\n\n- queue cleared' })],
  }));
  const { container } = renderIncidents('/admin/incidents/4');
  const bold = await screen.findByText('hub2');
  expect(bold.tagName).toBe('STRONG');
  expect(screen.queryByText(/\*\*hub2\*\*/)).toBeNull();
  expect(container.querySelector('img, [onerror]')).toBeNull();
  expect(screen.getByText(/<img src=x onerror="window.hacked=1">/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
  expect(screen.getByRole('link', { name: 'status' })).toHaveAttribute(
    'href',
    'https://status.example.com/',
  );
  expect(screen.getByText('auth').tagName).toBe('CODE');
  expect(screen.getByText('queue cleared').tagName).toBe('LI');
});

test('when another admin changes an incident, then the list and that incident are read again', async () => {
  await setLanguage('en');
  renderIncidents('/admin/incidents/4');
  await screen.findByText('Logins fail on hub2');
  const reads = requestsTo(calls.getIncident).length;
  act(() => fakeSocket.serverSends(LIVE_EVENTS.incidentsChanged, { incidentId: 4 }));
  await waitFor(() => expect(requestsTo(calls.getIncident).length).toBe(reads + 1));
});

test('when the address names no incident number, then it goes to the list', async () => {
  await setLanguage('en');
  renderIncidents('/admin/incidents/abc');
  await waitFor(() => expect(currentLocation()).toBe('/admin/incidents'));
  expect(await screen.findByRole('table', { name: 'Incidents' })).toBeInTheDocument();
  expect(requestsTo(calls.getIncident)).toHaveLength(0);
});

test('the panel’s sidebar leads to /admin/incidents', async () => {
  await setLanguage('en');
  onCall(calls.adminStats, () => []);
  renderPanel('dashboard');
  const sidebar = screen.getByRole('navigation', { name: 'Panel sections' });
  await userEvent.click(within(sidebar).getByRole('link', { name: 'Incidents' }));
  expect(currentLocation()).toBe('/admin/incidents');
});
