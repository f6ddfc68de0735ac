import { calls, LIMITS } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeGroup, makePage, makeTicket } from '@portal/shared/testing/factories';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerListTexts } from '../../../i18n/use-list-t';
import { renderBrowser } from '../../../testing/render-browser';
import { signInWithPower } from '../../../testing/sign-in-with-power';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerListTexts();

const TITLES = ['Spam uno', 'Spam dos', 'Spam tres', 'Spam cuatro'];

function serveList(type: 0 | 1 = 0) {
  onCall(calls.groups, () => [makeGroup()]);
  onCall(calls.roles, () => []);
  const page = makePage(
    TITLES.map((title, index) =>
      makeTicket({ _id: index + 1, type, title, lastComment: index + 1 }),
    ),
  );
  onCall(type === 0 ? calls.listTickets : calls.listReports, () => page);
}

const box = (id: number) =>
  screen.getByRole('checkbox', { name: `Select ticket #${id}` }) as HTMLInputElement;
const bar = () => screen.getByRole('toolbar', { name: 'Actions on the selected tickets' });
const sentBodies = () => requestsTo(calls.bulkAction).map((request) => request.body);

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await setLanguage('en');
});

describe('bulk actions in the staff list', () => {
  it('when staff shift-click a range and take them, then one call takes each, the outcome is said and the refused stay selected', async () => {
    signInWithPower(2);
    serveList();
    onCall(calls.bulkAction, () => ({
      done: [1, 2],
      refused: [{ ticketId: 3, code: 'assignment.alreadyAssigned' }],
    }));
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Spam uno/ });

    await user.click(box(1));
    await user.keyboard('{Shift>}');
    await user.click(box(3));
    await user.keyboard('{/Shift}');
    expect([1, 2, 3, 4].map((id) => box(id).checked)).toEqual([true, true, true, false]);
    expect(bar()).toHaveTextContent('3 tickets selected');
    await expectAccessible();

    await user.click(within(bar()).getByRole('button', { name: 'Take' }));

    expect(await screen.findByText('Done on 2 tickets.')).toBeInTheDocument();
    expect(screen.getByText(/#3 not done: /)).toBeInTheDocument();
    expect(sentBodies()).toEqual([{ action: 'take', ticketIds: [1, 2, 3] }]);
    expect([1, 2, 3, 4].map((id) => box(id).checked)).toEqual([false, false, true, false]);
  });

  it('when staff select all on the page and close reports, then the resolution is asked once and each closed one shows closed', async () => {
    signInWithPower(2);
    serveList(1);
    onCall(calls.bulkAction, () => ({ done: [1, 2, 3, 4], refused: [] }));
    const user = userEvent.setup();
    renderBrowser('/?tab=reports&status=closed');
    await screen.findByRole('link', { name: /Spam uno/ });

    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    await user.click(box(2));
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(bar()).toHaveTextContent('4 tickets selected');
    await user.click(within(bar()).getByRole('button', { name: 'Close…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Close 4 tickets' });
    await user.click(within(dialog).getByRole('button', { name: 'Valid' }));

    await screen.findByText('Done on 4 tickets.');
    expect(sentBodies()).toEqual([
      { action: 'close', ticketIds: [1, 2, 3, 4], resolveType: 'valid' },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Spam uno/ })).toHaveTextContent('Resolution: Valid'),
    );
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('when staff assign in Spanish, then the members and roles eligible are offered and the chosen role is sent', async () => {
    await setLanguage('es');
    signInWithPower(2);
    serveList();
    onCall(calls.bulkAssignees, () => ({
      staff: [{ _id: 7, name: 'Elena Navarro', visualId: 'el7', power: 10 }],
      roles: [{ key: 'support', name: { es: 'Soporte', en: 'Support' } }],
    }));
    onCall(calls.bulkAction, () => ({ done: [1, 2], refused: [] }));
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Spam uno/ });

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar ticket n.º 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar ticket n.º 2' }));
    const actions = screen.getByRole('toolbar', { name: 'Acciones con los tickets seleccionados' });
    await user.click(within(actions).getByRole('button', { name: 'Asignar…' }));
    const dialog = screen.getByRole('dialog', { name: 'Asignar 2 tickets' });
    const choice = within(dialog).getByRole('combobox', { name: 'Asignar a' });
    await within(dialog).findByRole('option', { name: 'Elena Navarro' });
    expect(requestsTo(calls.bulkAssignees).map((request) => request.body)).toEqual([
      { ticketIds: [1, 2] },
    ]);
    await user.selectOptions(choice, 'Soporte');
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));

    expect(await screen.findByText('Hecho en 2 tickets.')).toBeInTheDocument();
    expect(sentBodies()).toEqual([{ action: 'assignRole', ticketIds: [1, 2], key: 'support' }]);
  });

  it('when more tickets are chosen than one call takes, then the bar says so and sends nothing', async () => {
    signInWithPower(2);
    onCall(calls.groups, () => [makeGroup()]);
    onCall(calls.roles, () => []);
    const many = Array.from({ length: LIMITS.bulkTicketsMax + 1 }, (_, index) =>
      makeTicket({ _id: index + 1, title: `Spam ${index + 1}`, lastComment: index + 1 }),
    );
    onCall(calls.listTickets, () => makePage(many));
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Spam 1\b/ });

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));

    expect(bar()).toHaveTextContent(`${LIMITS.bulkTicketsMax + 1} tickets selected`);
    expect(
      screen.getByText(
        `At most ${LIMITS.bulkTicketsMax} tickets at once: take some out of the selection.`,
      ),
    ).toBeInTheDocument();
    for (const name of ['Take', 'Assign…', 'Close…']) {
      expect(within(bar()).getByRole('button', { name })).toBeDisabled();
    }
    expect(requestsTo(calls.bulkAction)).toHaveLength(0);
  });

  it('when a player looks, then there is nothing to select', async () => {
    signInWithPower(0);
    serveList();
    renderBrowser();
    await screen.findByRole('link', { name: /Spam uno/ });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });
});
