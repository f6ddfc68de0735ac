import { type Account, calls } from '@portal/shared/contract';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { makeTicket } from '../../testing/factories';
import { onCall, requestsTo, respond } from '../../testing/fake-api';
import { type ErrorDialogRequest, onErrorDialog } from '../errors';
import { setLanguage } from '../i18n';
import { useGroups } from '../queries/get-groups';
import { useMe } from '../queries/get-me';
import { useRoles } from '../queries/get-roles';
import { ticketKey, useTicket } from '../queries/get-ticket';
import { useUserPower } from '../queries/get-user-power';

let dialogs: ErrorDialogRequest[] = [];
let unsubscribe: () => void = () => {};

function freshCache({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

beforeEach(async () => {
  await setLanguage('en', false);
  dialogs = [];
  unsubscribe = onErrorDialog((request) => dialogs.push(request));
});
afterEach(() => unsubscribe());

test('a query reads its call under the key its file builds, so live updates meet the same entry', async () => {
  onCall(calls.getTicket, ({ params }) => makeTicket({ _id: params.id, title: 'Lost car' }));
  const { result } = renderHook(() => useTicket(4), { wrapper: freshCache });
  await waitFor(() => expect(result.current.data?.title).toBe('Lost car'));
  expect(requestsTo(calls.getTicket, { params: { id: 4 } })).toHaveLength(1);
  expect(ticketKey(4)).toEqual(['GET /getTicket/:id', { params: { id: 4 } }]);
});

test('when a query fails, then the Error dialog shows it (SPEC §8)', async () => {
  onCall(calls.getTicket, () => respond(404, { error: 'Ticket not found.', code: 'x' }));
  const { result } = renderHook(() => useTicket(4), { wrapper: freshCache });
  await waitFor(() => expect(result.current.error).toBeDefined());
  expect(dialogs.map((dialog) => dialog.message)).toEqual(['Ticket not found.']);
});

test('when a quiet query fails, then it is only logged, not shown and not retried', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  onCall(calls.roles, () => respond(403, { error: 'No', code: 'forbidden' }));
  const { result } = renderHook(() => useRoles(true, { quiet: true }), { wrapper: freshCache });
  await waitFor(() => expect(result.current.error).toBeDefined());
  expect(dialogs).toEqual([]);
  expect(warn).toHaveBeenCalledWith('[portal] GET /roles failed:', expect.anything());
  expect(requestsTo(calls.roles)).toHaveLength(1);
  warn.mockRestore();
});

test('when a modal mounts a second reader of the session, its power and the groups, then none is asked again', async () => {
  onCall(
    calls.me,
    (): Account => ({
      _id: 1,
      name: 'Player One',
      visualId: 'p1',
      power: 0,
      adminRoles: [],
      serverId: 'hub2',
      userId: 7,
    }),
  );
  onCall(calls.userPower, () => ({ power: 0 }));
  onCall(calls.groups, () => []);
  const readAll = () => [useMe(true), useUserPower(1), useGroups()];
  const cache = new Map();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  const first = renderHook(readAll, { wrapper });
  await waitFor(() => expect(first.result.current.every(({ data }) => data)).toBe(true));

  const later = renderHook(readAll, { wrapper });
  await waitFor(() => expect(later.result.current.every(({ data }) => data)).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 20));

  expect(requestsTo(calls.me)).toHaveLength(1);
  expect(requestsTo(calls.userPower)).toHaveLength(1);
  expect(requestsTo(calls.groups)).toHaveLength(1);
});
