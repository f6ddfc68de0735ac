import { type AdminStatCard, calls, startOfDayUtc } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, expectCurrentSection, renderPanel } from '../../testing/render-panel';

function card(key: AdminStatCard['key'], value: number): AdminStatCard {
  return { key, value };
}

const TEXTS = {
  es: {
    loading: 'Cargando…',
    sections: 'Secciones del panel',
    dashboard: 'Resumen',
    openReports: /^Denuncias abiertas\s*12\.500$/,
    openReportsCard: /^Denuncias abiertas/,
    unassignedReportsCard: /^Denuncias sin asignar/,
    createdTodayCard: /^Abiertos hoy/,
    reportsTab: 'Denuncias',
    statusFilter: 'Estado',
    back: 'Volver a la lista de tickets',
    average: /^Valoración media\s*4,25$/,
    firstResponse: /^Primera respuesta media \(30 días\)\s*1 h 30 min$/,
    activeStaff: /^Equipo conectado ahora/,
    noData: 'No hay datos disponibles',
    failed: 'No se pudieron cargar los datos.',
  },
  en: {
    loading: 'Loading…',
    sections: 'Panel sections',
    dashboard: 'Dashboard',
    openReports: /^Open reports\s*12,500$/,
    openReportsCard: /^Open reports/,
    unassignedReportsCard: /^Unassigned reports/,
    createdTodayCard: /^Opened today/,
    reportsTab: 'Reports',
    statusFilter: 'Status',
    back: 'Back to the ticket list',
    average: /^Average review\s*4\.25$/,
    firstResponse: /^Average first response \(30 days\)\s*1 hr 30 min$/,
    activeStaff: /^Staff online now/,
    noData: 'No available data',
    failed: 'The data could not be loaded.',
  },
} as const;

describe.each(['es', 'en'] as const)('the admin panel dashboard in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('says it is loading, then shows a card per figure with its label and value', async () => {
    onCall(calls.adminStats, () => [
      card('openReports', 12500),
      card('averageReviewPoints', 4.25),
      card('averageFirstResponseMillis', 90 * 60_000),
      card('staffOnline', 6),
    ]);
    renderPanel('dashboard');
    expect(screen.getByText(text.loading)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: text.openReports })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.average })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.firstResponse })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: text.dashboard })).toBeInTheDocument();
    expectCurrentSection(text.sections, text.dashboard);
    await expectAccessible();
  });

  it('each card leads to the section it summarises, the ticket figures to the table filtered to what they count', async () => {
    onCall(calls.adminStats, () => [card('openReports', 3), card('staffOnline', 6)]);
    renderPanel('dashboard');
    expect(await screen.findByRole('link', { name: text.openReportsCard })).toHaveAttribute(
      'href',
      '/panel?tab=report&status=opened#tickets',
    );
    expect(screen.getByRole('link', { name: text.activeStaff })).toHaveAttribute(
      'href',
      '/panel#staff',
    );
  });

  it('when the unassigned reports card is followed, then the reports tab opens filtered to unassigned reports', async () => {
    onCall(calls.adminStats, () => [card('unassignedReports', 4)]);
    onCall(calls.reportsPaginated, () => ({ data: [], total: 0 }));
    renderPanel('dashboard');
    await userEvent.click(await screen.findByRole('link', { name: text.unassignedReportsCard }));
    await waitFor(() => expect(requestsTo(calls.reportsPaginated)).toHaveLength(1));
    expect(requestsTo(calls.reportsPaginated)[0]?.body).toMatchObject({
      statusFilter: 'unassigned',
    });
    expect(requestsTo(calls.ticketsPaginated)).toHaveLength(0);
    expect(screen.getByRole('tab', { name: text.reportsTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('combobox', { name: text.statusFilter })).toHaveValue('unassigned');
  });

  it('when the created-today card is followed, then the table opens on the tickets created today', async () => {
    onCall(calls.adminStats, () => [card('createdToday', 2)]);
    onCall(calls.ticketsPaginated, () => ({ data: [], total: 0 }));
    renderPanel('dashboard');
    await userEvent.click(await screen.findByRole('link', { name: text.createdTodayCard }));
    await waitFor(() => expect(requestsTo(calls.ticketsPaginated)).toHaveLength(1));
    const today = startOfDayUtc(Date.now());
    expect(requestsTo(calls.ticketsPaginated)[0]?.body).toMatchObject({
      createdFrom: today,
      createdTo: today + 24 * 60 * 60 * 1000 - 1,
    });
  });

  it('when the way back is followed, then the ticket list opens', async () => {
    onCall(calls.adminStats, () => []);
    renderPanel('dashboard');
    await userEvent.click(await screen.findByRole('link', { name: text.back }));
    expect(currentLocation()).toBe('/');
  });

  it('without figures it says there is no data', async () => {
    onCall(calls.adminStats, () => []);
    renderPanel('dashboard');
    expect(await screen.findByText(text.noData)).toBeInTheDocument();
  });

  it('when the figures cannot be read it says so', async () => {
    onCall(calls.adminStats, () => respond(500, { error: 'boom' }));
    renderPanel('dashboard');
    expect(await screen.findByText(text.failed, {}, { timeout: 4000 })).toBeInTheDocument();
  });
});

test('a section of a later issue (incidents) leads to the dashboard instead of an empty screen', async () => {
  await setLanguage('es');
  onCall(calls.adminStats, () => []);
  renderPanel('incidents');
  await waitFor(() => expect(currentLocation()).toBe('/panel#dashboard'));
  expect(await screen.findByRole('heading', { name: 'Resumen' })).toBeInTheDocument();
});
