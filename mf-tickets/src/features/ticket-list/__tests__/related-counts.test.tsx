import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeGroup, makePage, makeTicket } from '@portal/shared/testing/factories';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { act, screen, waitFor } from '@testing-library/react';
import { registerListTexts } from '../../../i18n/use-list-t';
import { renderBrowser } from '../../../testing/render-browser';
import { signInWithPower } from '../../../testing/sign-in-with-power';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerListTexts();

const against = (visualId: string, ticket: Parameters<typeof makeTicket>[0]) =>
  makeTicket({ type: 1, reportAccused: { visualId, isStaff: false }, ...ticket });

function serveReports() {
  onCall(calls.groups, () => [makeGroup()]);
  onCall(calls.roles, () => []);
  onCall(calls.listReports, () =>
    makePage([
      against('bad1', { _id: 4, title: 'Aimbot', relatedReports: 2, lastComment: 1 }),
      against('bad1', { _id: 5, title: 'Wallhack', relatedReports: 2, lastComment: 2 }),
      against('odd9', { _id: 6, title: 'Insultos', relatedReports: 0, lastComment: 3 }),
    ]),
  );
}

const row = (title: RegExp) => screen.findByRole('link', { name: title });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('other reports against the same player, on each row', () => {
  it('when staff look in Spanish, then a row says how many more reports accuse its player, none when there are none', async () => {
    await setLanguage('es');
    signInWithPower(2);
    serveReports();
    renderBrowser('/?tab=reports');

    expect(await row(/Aimbot/)).toHaveTextContent('+2 denuncias contra este jugador');
    expect(await row(/Insultos/)).not.toHaveTextContent('contra este jugador');
  });

  it('when a new report against the same player arrives in English, then every row of that player counts it, without reading the list again', async () => {
    await setLanguage('en');
    signInWithPower(2);
    serveReports();
    onCall(
      calls.getTicket,
      () => against('bad1', { _id: 9, title: 'Speedhack', relatedReports: 3, lastComment: 9 }),
      { params: { id: 9 } },
    );
    renderBrowser('/?tab=reports');
    expect(await row(/Wallhack/)).toHaveTextContent('+2 reports against this player');

    act(() => fakeSocket.serverSends('ticket-created', { ticketId: 9 }));

    expect(await row(/Speedhack/)).toHaveTextContent('+3 reports against this player');
    await waitFor(async () =>
      expect(await row(/Wallhack/)).toHaveTextContent('+3 reports against this player'),
    );
    expect(await row(/Aimbot/)).toHaveTextContent('+3 reports against this player');
    expect(await row(/Insultos/)).not.toHaveTextContent('against this player');
    expect(requestsTo(calls.listReports)).toHaveLength(1);
  });

  it('when one of them is closed, then the others count one fewer', async () => {
    // Closed, it counts every open report against its player: the Wallhack and one not listed.
    await setLanguage('en');
    signInWithPower(2);
    serveReports();
    onCall(
      calls.getTicket,
      () => against('bad1', { _id: 4, title: 'Aimbot', relatedReports: 2, status: 1 }),
      { params: { id: 4 } },
    );
    renderBrowser('/?tab=reports');
    expect(await row(/Wallhack/)).toHaveTextContent('+2 reports against this player');

    act(() => fakeSocket.serverSends('ticket-changed', { ticketId: 4 }));

    await waitFor(async () =>
      expect(await row(/Wallhack/)).toHaveTextContent('+1 report against this player'),
    );
  });
});
