import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeGroup, makePage, makeTicket } from '@portal/shared/testing/factories';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerListTexts } from '../../../i18n/use-list-t';
import { renderBrowser } from '../../../testing/render-browser';
import { signInWithPower } from '../../../testing/sign-in-with-power';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerListTexts();

const groups = [
  makeGroup(),
  makeGroup({
    key: 'ingame',
    name: { es: 'Soporte en juego', en: 'In-game support' },
    isWeb: false,
  }),
  makeGroup({ key: 'reports', name: { es: 'Denuncias', en: 'Player reports' }, ticketType: 1 }),
];

function serve() {
  onCall(calls.groups, () => groups);
  onCall(calls.roles, () => [{ key: 'mods', name: { es: 'Moderación', en: 'Moderation' } }]);
  onCall(calls.listTickets, () => makePage([makeTicket()]));
  onCall(calls.listReports, () => makePage([makeTicket({ _id: 8, type: 1 })]));
}

const lastBody = () => requestsTo(calls.listTickets).at(-1)?.body;
const query = () => screen.getByTestId('query').textContent;
const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  await setLanguage('en');
});

describe('TicketBrowser filters', () => {
  it('when a player looks, then only the player statuses and sorts are offered and staff filters are absent', async () => {
    signInWithPower(0);
    serve();
    renderBrowser();
    await screen.findByRole('link', { name: /Ticket 1/ });

    expect(options('Status')).toEqual(['opened', 'closed']);
    expect(options('Sort')).toEqual(['oldestComment', 'latestComment', 'newest', 'oldest']);
    expect(screen.getByLabelText('Sort')).toHaveValue('oldestComment');
    expect(screen.queryByRole('group', { name: 'Filter by groups' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Assigned to' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Web' })).not.toBeInTheDocument();
  });

  it('when search text is typed and Enter pressed, then it is applied, sent and kept in the URL', async () => {
    serve();
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Ticket 1/ });

    await user.type(screen.getByLabelText('Search'), '  lost car {Enter}');

    await waitFor(() => expect(requestsTo(calls.listTickets)).toHaveLength(2));
    expect(lastBody()).toEqual({
      type: 0,
      statusFilter: 'opened',
      sort: 'oldestComment',
      searchFilter: 'lost car',
    });
    expect(query()).toBe('?q=lost+car');
  });

  it('when the shown filters equal the applied ones, then Apply is disabled; a change enables it', async () => {
    serve();
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Ticket 1/ });
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(apply).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Status'), 'opened');
    expect(apply).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await user.selectOptions(screen.getByLabelText('Sort'), 'newest');
    expect(requestsTo(calls.listTickets)).toHaveLength(1);
    await user.click(apply);

    await waitFor(() =>
      expect(lastBody()).toEqual({ type: 0, statusFilter: 'closed', sort: 'newest' }),
    );
    expect(query()).toBe('?status=closed&sort=newest');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('when the list fetch fails after a filter change, then the list stays as it was and the failure is reported (SPEC §8)', async () => {
    serve();
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Ticket 1/ });
    onCall(calls.listTickets, () => respond(400, { error: 'Bad filter' }));

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('The ticket list could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ticket 1/ })).toBeInTheDocument();
    expect(lastBody()).toEqual({ type: 0, statusFilter: 'closed', sort: 'oldestComment' });
  });

  it('when the page opens with filters in the URL, then they are shown and requested; staff-only values are ignored for players', async () => {
    signInWithPower(0);
    serve();
    renderBrowser('/?tab=reports&status=mine&sort=staffPriority&q=car&groups=reports');

    await screen.findByRole('link', { name: /Ticket 8/ });
    expect(requestsTo(calls.listReports)[0]?.body).toEqual({
      type: 1,
      statusFilter: 'opened',
      sort: 'oldestComment',
      searchFilter: 'car',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('car');
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    expect(requestsTo(calls.listTickets)).toHaveLength(0);
  });

  it('when the Reports tab is chosen, then /reports is asked and the tab goes into the URL', async () => {
    serve();
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Ticket 1/ });

    await user.click(screen.getByRole('tab', { name: 'Reports' }));

    expect(await screen.findByRole('link', { name: /Ticket 8/ })).toBeInTheDocument();
    expect(requestsTo(calls.listReports)[0]?.body).toMatchObject({ type: 1 });
    expect(query()).toBe('?tab=reports');
    expect(screen.getByRole('heading', { name: 'My reports' })).toBeInTheDocument();
  });

  it('when staff look, then staff statuses and sorts, the group filter and the source toggle are offered', async () => {
    signInWithPower(2);
    serve();
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Ticket 1/ });

    expect(requestsTo(calls.listTickets)[0]?.body).toEqual({
      type: 0,
      statusFilter: 'opened',
      sort: 'staffPriority',
      isWeb: true,
    });
    expect(options('Status')).toEqual(['opened', 'closed', 'mine', 'unassigned']);
    expect(options('Sort')).toContain('staffLatest');
    expect(screen.queryByRole('group', { name: 'Assigned to' })).not.toBeInTheDocument();

    const groupFilter = screen.getByRole('group', { name: 'Filter by groups' });
    expect(within(groupFilter).queryByLabelText('In-game support')).not.toBeInTheDocument();
    await user.click(within(groupFilter).getByLabelText('Web support'));
    await user.selectOptions(screen.getByLabelText('Status'), 'unassigned');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(lastBody()).toEqual({
        type: 0,
        statusFilter: 'unassigned',
        sort: 'staffPriority',
        isWeb: true,
        groupFilter: { selectAll: false, groups: ['support'] },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'In-game' }));
    await waitFor(() => expect(lastBody()).toMatchObject({ isWeb: false }));
    expect(lastBody()).not.toHaveProperty('groupFilter');
    expect(query()).toBe('?status=unassigned&source=ingame');
    expect(screen.getByRole('button', { name: 'In-game' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when a super-admin filters by assignee, then the staff directory is offered and sent', async () => {
    signInWithPower(100);
    serve();
    onCall(calls.staffDirectory, () => [{ _id: 12, name: 'Ana Staff', visualId: 'x', power: 2 }]);
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Ticket 1/ });

    const assigned = await screen.findByRole('group', { name: 'Assigned to' });
    await user.click(await within(assigned).findByLabelText('Ana Staff'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(lastBody()).toMatchObject({ assignedFilter: { selectAll: false, assigned: [12] } }),
    );
    expect(query()).toBe('?assigned=12');
  });

  it('when the language is Spanish, then the filter bar is Spanish', async () => {
    await setLanguage('es');
    signInWithPower(2);
    serve();
    renderBrowser();
    await screen.findByRole('link', { name: /Ticket 1/ });

    expect(screen.getByLabelText('Buscar')).toBeInTheDocument();
    expect(screen.getByLabelText('Estado')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Prioridad (staff)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filtrar por grupos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'En el juego' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Tickets de soporte' })).toBeInTheDocument();
  });
});
