import { CLIENT_HEADER, calls } from '@portal/shared/contract';
import { makeTicket } from '../../testing/factories';
import { onCall, requestLines, requestsTo, respond } from '../../testing/fake-api';
import { callApi } from '../api';
import { ApiError, type ErrorDialogRequest, onErrorDialog } from '../errors';
import { setLanguage } from '../i18n';
import { getToken, setToken } from '../session';

const ticket = makeTicket({ _id: 7, title: 'Cannot log in' });

let dialogs: ErrorDialogRequest[] = [];
let unsubscribe: () => void = () => {};

beforeEach(async () => {
  window.localStorage.clear();
  await setLanguage('es', false);
  dialogs = [];
  unsubscribe = onErrorDialog((request) => dialogs.push(request));
});
afterEach(() => unsubscribe());

test('sends the bearer token to /api with the filled path and hands over the answer', async () => {
  setToken('tok-1');
  onCall(calls.getTicket, () => ticket);
  const result = await callApi(calls.getTicket, { params: { id: 7 } });
  expect(result.title).toBe('Cannot log in');
  expect(requestLines()).toEqual(['GET /api/getTicket/7']);
  expect(requestsTo(calls.getTicket)[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
});

test('sends the client mode chosen for the session, so the server offers the right groups', async () => {
  window.history.replaceState(null, '', '/?client=ingame');
  onCall(calls.getTicket, () => ticket);
  await callApi(calls.getTicket, { params: { id: 7 } });
  expect(requestsTo(calls.getTicket)[0]?.headers.get(CLIENT_HEADER)).toBe('ingame');
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

test('an image call answers the image as a Blob', async () => {
  const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
  onCall(calls.attachmentImage, () => png);
  const image = await callApi(calls.attachmentImage, { params: { ticketId: 7, index: 0 } });
  expect(image).toBe(png);
  expect(requestLines()).toEqual(['GET /api/attachments/7/0']);
});

test('sends a JSON body on POST', async () => {
  onCall(calls.listComments, () => ({ data: [], cursor: null, hasMore: false }));
  await callApi(calls.listComments, { params: { ticketId: 3 }, body: { cursor: 'c1' } });
  expect(requestsTo(calls.listComments)).toMatchObject([
    { url: '/api/comments/3', params: { ticketId: 3 }, body: { cursor: 'c1' } },
  ]);
});

test('a 4xx from the server asks the Error dialog for its code and rejects with it', async () => {
  onCall(calls.getTicket, () =>
    respond(404, { error: 'Ticket not found.', code: 'ticket.notFound' }),
  );
  const failure = callApi(calls.getTicket, { params: { id: 9 } });
  await expect(failure).rejects.toMatchObject({ status: 404, code: 'ticket.notFound' });
  expect(dialogs).toEqual([
    { title: 'Error', message: 'Ticket not found.', code: 'ticket.notFound' },
  ]);
});

test('a 4xx without a server text shows the unexpected-status text in the current language', async () => {
  onCall(calls.getTicket, () => respond(403));
  await expect(callApi(calls.getTicket, { params: { id: 9 } })).rejects.toBeInstanceOf(ApiError);
  await setLanguage('en', false);
  onCall(calls.getTicket, () => respond(302));
  await expect(callApi(calls.getTicket, { params: { id: 9 } })).rejects.toBeInstanceOf(ApiError);
  expect(dialogs.map((dialog) => dialog.message)).toEqual([
    'Código de estado inesperado: 403',
    'Unexpected status code: 302',
  ]);
});

test('skipErrorDialog and 5xx answers reject without a dialog', async () => {
  onCall(calls.getTicket, () => respond(400, { error: 'Bad', code: 'validation' }));
  const input = { params: { id: 1 }, skipErrorDialog: true };
  await expect(callApi(calls.getTicket, input)).rejects.toMatchObject({ status: 400 });
  onCall(calls.getTicket, () => respond(500));
  await expect(callApi(calls.getTicket, { params: { id: 1 } })).rejects.toMatchObject({
    status: 500,
  });
  expect(dialogs).toEqual([]);
});

test('a 401 clears the token and asks the server for the login address instead of a dialog', async () => {
  setToken('expired');
  onCall(calls.groups, () => respond(401, { error: 'Log in first.', code: 'auth.required' }));
  onCall(calls.login, () => ({ loginURL: window.location.pathname }));
  await expect(callApi(calls.groups)).rejects.toMatchObject({ status: 401 });
  await new Promise((settle) => setTimeout(settle, 0));
  expect(getToken()).toBeNull();
  expect(requestLines()).toEqual(['GET /api/groups', 'GET /api/login']);
  expect(dialogs).toEqual([]);
});

test('an answer reaches the caller as the server sent it (typed by the contract, not parsed)', async () => {
  // The contract is checked where answers are made: the server's tests and the fake API.
  onCall(calls.getTicket, () => respond(200, { unexpected: true }));
  await expect(callApi(calls.getTicket, { params: { id: 7 } })).resolves.toEqual({
    unexpected: true,
  });
});
