import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeGroup, makePage } from '@portal/shared/testing/factories';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerListTexts } from '../../../i18n/use-list-t';
import { renderBrowser } from '../../../testing/render-browser';
import { signInWithPower } from '../../../testing/sign-in-with-power';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerListTexts();

const PLAYER_HAS_NONE = {
  es: 'Todavía no has abierto ningún ticket.',
  en: 'You have not opened any ticket yet.',
};

function serveEmptyLists() {
  onCall(calls.groups, () => [makeGroup()]);
  onCall(calls.roles, () => []);
  onCall(calls.listTickets, () => makePage([]));
  onCall(calls.listReports, () => makePage([]));
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('TicketBrowser empty states', () => {
  it.each([
    ['es', 'Ningún resultado para «lag».', 'Quitar filtros'],
    ['en', 'No results for “lag”.', 'Clear filters'],
  ] as const)(
    'when a search finds nothing in %s, then it says so and offers to clear it',
    async (language, text, clear) => {
      await setLanguage(language);
      signInWithPower(0);
      serveEmptyLists();
      renderBrowser('/?q=lag');

      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(PLAYER_HAS_NONE[language])).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: clear }));
      await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent(/^$/));
      expect(requestsTo(calls.listTickets).at(-1)?.body).not.toHaveProperty('searchFilter');
    },
  );

  it.each([
    ['es', 'Nada coincide con estos filtros.'],
    ['en', 'Nothing matches these filters.'],
  ] as const)(
    'when a status filter finds nothing in %s, then it names the filter, not the player',
    async (language, text) => {
      await setLanguage(language);
      signInWithPower(0);
      serveEmptyLists();
      renderBrowser('/?status=closed');

      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(PLAYER_HAS_NONE[language])).not.toBeInTheDocument();
    },
  );

  it.each([
    ['es', 'No hay tickets de soporte abiertos.', 'Nada pendiente de asignar ahora mismo.'],
    ['en', 'There are no open support tickets.', 'Nothing is waiting to be assigned right now.'],
  ] as const)(
    'when a staff list is empty in %s, then it says nothing is waiting',
    async (language, title, text) => {
      await setLanguage(language);
      signInWithPower(2);
      serveEmptyLists();
      renderBrowser();

      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.queryByText(PLAYER_HAS_NONE[language])).not.toBeInTheDocument();
    },
  );

  it.each([
    ['es', 'Todavía no has enviado ningún reporte.'],
    ['en', 'You have not sent any report yet.'],
  ] as const)(
    'when a player really has nothing in %s, then each tab says so',
    async (language, reportsText) => {
      await setLanguage(language);
      signInWithPower(0);
      serveEmptyLists();
      renderBrowser();

      expect(await screen.findByText(PLAYER_HAS_NONE[language])).toBeInTheDocument();
      await userEvent.click(
        screen.getByRole('tab', { name: language === 'es' ? 'Reportes' : 'Reports' }),
      );
      expect(await screen.findByText(reportsText)).toBeInTheDocument();
    },
  );
});
