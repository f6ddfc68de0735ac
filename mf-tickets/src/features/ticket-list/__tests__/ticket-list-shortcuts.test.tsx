import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeGroup, makePage, makeTicket } from '@portal/shared/testing/factories';
import { onCall } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerListTexts } from '../../../i18n/use-list-t';
import { renderBrowser } from '../../../testing/render-browser';
import { signInWithPower } from '../../../testing/sign-in-with-power';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerListTexts();

// jsdom lays nothing out and has no scrollIntoView; recording it shows a move happened.
const scrolled = jest.fn();
Element.prototype.scrollIntoView = scrolled;

function serveList() {
  onCall(calls.groups, () => [makeGroup()]);
  onCall(calls.roles, () => []);
  onCall(calls.listTickets, () =>
    makePage([
      makeTicket({ _id: 1, title: 'Cannot log in' }),
      makeTicket({ _id: 2, title: 'Lost my car' }),
      makeTicket({ _id: 3, title: 'Bug in the map' }),
    ]),
  );
}

const row = (title: RegExp) => screen.getByRole('link', { name: title });
const location = () => screen.getByTestId('location').textContent;
/** The staff list's bulk bar, which counts the selection; absent while nothing is selected. */
const selectedCount = () =>
  screen.queryByRole('toolbar', { name: 'Actions on the selected tickets' });

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  scrolled.mockClear();
  await setLanguage('en');
  serveList();
});

describe('keyboard shortcuts in the ticket list', () => {
  it('when j and k are pressed, then focus moves row by row into view and stops at the ends', async () => {
    signInWithPower(0);
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Cannot log in/ });

    await user.keyboard('j');
    expect(row(/Cannot log in/)).toHaveFocus();
    await user.keyboard('jjj');
    expect(row(/Bug in the map/)).toHaveFocus();
    await user.keyboard('k');
    expect(row(/Lost my car/)).toHaveFocus();
    await user.keyboard('kkk');
    expect(row(/Cannot log in/)).toHaveFocus();
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' });
  });

  it('when Enter is pressed on the focused row, then it opens as a click does and the list keys rest', async () => {
    signInWithPower(0);
    const user = userEvent.setup();
    renderBrowser('/?status=closed');
    await screen.findByRole('link', { name: /Cannot log in/ });

    await user.keyboard('jj{Enter}');

    expect(location()).toBe('/ticket/2');
    expect(screen.getByTestId('query')).toHaveTextContent('?status=closed');
    scrolled.mockClear();
    await user.keyboard('j?');
    expect(row(/Lost my car/)).toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when staff press x, then the focused row is selected, shown checked and counted, and x again clears it', async () => {
    signInWithPower(2);
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Cannot log in/ });

    await user.keyboard('jjx');

    expect(screen.getByRole('checkbox', { name: 'Select ticket #2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select ticket #1' })).not.toBeChecked();
    expect(selectedCount()).toHaveTextContent('1 ticket selected');
    expect(row(/Lost my car/)).toHaveFocus();
    await expectAccessible();
    await user.click(screen.getByRole('checkbox', { name: 'Select ticket #3' }));
    expect(selectedCount()).toHaveTextContent('2 tickets selected');

    await user.keyboard('kx');
    expect(screen.getByRole('checkbox', { name: 'Select ticket #2' })).not.toBeChecked();
    expect(selectedCount()).toHaveTextContent('1 ticket selected');
  });

  it('when a player presses x, then nothing is selected: players have no selection', async () => {
    signInWithPower(0);
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Cannot log in/ });

    await user.keyboard('jx');

    expect(screen.queryByRole('checkbox', { name: /Select ticket/ })).not.toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'My tickets' });
    expect(within(list).queryByRole('status')).not.toBeInTheDocument();
  });

  it('when ? is pressed in Spanish, then the shortcuts dialog lists them, and Escape or its close button closes it', async () => {
    await setLanguage('es');
    signInWithPower(2);
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Cannot log in/ });
    expect(screen.getByText('Pulsa ? para ver los atajos de teclado.')).toBeInTheDocument();

    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Atajos de teclado' });
    expect(within(dialog).getByText('Ticket siguiente')).toBeInTheDocument();
    expect(within(dialog).getByText('Abrir el ticket')).toBeInTheDocument();
    expect(within(dialog).getByText('Seleccionar o deseleccionar el ticket')).toBeInTheDocument();
    await expectAccessible();
    await user.keyboard('j');
    expect(scrolled).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('?');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a player opens the shortcuts, then selecting is not among them', async () => {
    signInWithPower(0);
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Cannot log in/ });

    await user.keyboard('?');

    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Next ticket')).toBeInTheDocument();
    expect(within(dialog).queryByText('Select or deselect the ticket')).not.toBeInTheDocument();
  });

  it('when the keys are typed in the search field or held with Ctrl, then the list ignores them', async () => {
    signInWithPower(2);
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Cannot log in/ });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'jkx?');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('jkx?');
    await user.keyboard('{Control>}j{/Control}');

    expect(scrolled).not.toHaveBeenCalled();
    expect(selectedCount()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the list shows in the in-game browser, then it has no shortcuts and no hint', async () => {
    window.history.replaceState(null, '', '/?client=ingame');
    signInWithPower(2);
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('link', { name: /Cannot log in/ });

    await user.keyboard('j?');

    expect(scrolled).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Press \?/)).not.toBeInTheDocument();
  });
});
