import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { provideSlotPrefetch } from '@portal/shared/runtime/slot-prefetch';
import { makeGroup, makePage, makeTicket } from '@portal/shared/testing/factories';
import { onCall, requestLines, requestsTo } from '@portal/shared/testing/fake-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { registerListTexts } from '../../../i18n/use-list-t';
import { renderBrowser } from '../../../testing/render-browser';
import { signInWithPower } from '../../../testing/sign-in-with-power';
import { ROW_REST_MS } from '../hooks/use-ticket-prefetch';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerListTexts();

const ticket = makeTicket({ _id: 1, title: 'Cannot log in' });
let slotsAsked: string[] = [];
let stopProviding: () => void = () => {};

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await setLanguage('en');
  slotsAsked = [];
  stopProviding = provideSlotPrefetch((slot) => slotsAsked.push(slot));
  signInWithPower(0);
  onCall(calls.groups, () => [makeGroup()]);
  onCall(calls.listTickets, () => ({
    ...makePage([ticket]),
    unassignedCounts: { support: 0, report: 0 },
  }));
  onCall(calls.getTicket, () => ticket);
  onCall(calls.listComments, () => ({ data: [], cursor: null, hasMore: false }));
});
afterEach(() => stopProviding());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('when the pointer rests on a row, then its modal remote, ticket and first comment page are fetched', async () => {
  renderBrowser();
  const row = await screen.findByRole('link', { name: /Cannot log in/ });
  fireEvent.pointerEnter(row);

  await waitFor(() => expect(requestsTo(calls.listComments)).toHaveLength(1));
  expect(requestsTo(calls.listComments)[0]).toMatchObject({ params: { ticketId: 1 }, body: {} });
  expect(requestsTo(calls.getTicket, { params: { id: 1 } })).toHaveLength(1);
  expect(slotsAsked).toContain('ticketModal');
});

test('when the pointer only passes over a row, then nothing of its ticket is fetched', async () => {
  renderBrowser();
  const row = await screen.findByRole('link', { name: /Cannot log in/ });
  fireEvent.pointerEnter(row);
  fireEvent.pointerLeave(row);
  await pause(ROW_REST_MS * 3);

  expect(requestLines().filter((line) => /getTicket|comments/.test(line))).toEqual([]);
});

test('when the list shows in a browser, then the modal remote is fetched once the page is idle', async () => {
  renderBrowser();
  await screen.findByRole('link', { name: /Cannot log in/ });
  await waitFor(() => expect(slotsAsked).toEqual(['ticketModal']));
});

test('when the list shows in the in-game browser, then the modal remote waits for a rest or an open', async () => {
  window.history.replaceState(null, '', '/?client=ingame');
  renderBrowser();
  await screen.findByRole('link', { name: /Cannot log in/ });
  await pause(50);
  expect(slotsAsked).toEqual([]);
  window.history.replaceState(null, '', '/');
});
