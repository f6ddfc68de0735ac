import { calls, IDEMPOTENCY_HEADER } from '@portal/shared/contract';
import { makeComment } from '../../testing/factories';
import { onCall, requestsTo, respond } from '../../testing/fake-api';
import { callApi } from '../api';
import { type ErrorDialogRequest, onErrorDialog } from '../errors';
import { setLanguage } from '../i18n';
import { NETWORK_RETRY_DELAYS_MS } from '../network-retry';

const comment = makeComment({ _id: 41, message: 'Sigue sin cargar' });
const body = { ticketId: 7, comment: 'Sigue sin cargar' };

let dialogs: ErrorDialogRequest[] = [];
let unsubscribe: () => void = () => {};

beforeEach(async () => {
  await setLanguage('es', false);
  dialogs = [];
  unsubscribe = onErrorDialog((request) => dialogs.push(request));
});
afterEach(() => unsubscribe());

/** Answers with a network error (as `fetch` rejects) the first `failures` times. */
function failingFirst(failures: number) {
  let calls = 0;
  return () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch');
    return comment;
  };
}

const keysSent = () =>
  requestsTo(calls.postComment).map((request) => request.headers.get(IDEMPOTENCY_HEADER));

test('when a creating call meets a network error, then it is sent again with the same Idempotency-Key', async () => {
  onCall(calls.postComment, failingFirst(2));
  const result = await callApi(calls.postComment, { body });
  expect(result._id).toBe(41);
  const keys = keysSent();
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(new Set(keys).size).toBe(1);
  expect(requestsTo(calls.postComment).map((request) => request.body)).toEqual([body, body, body]);
});

test('when each user action sends a creating call, then each gets a fresh key', async () => {
  onCall(calls.postComment, () => comment);
  await callApi(calls.postComment, { body });
  await callApi(calls.postComment, { body });
  const [first, second] = keysSent();
  expect(first).toBeTruthy();
  expect(second).not.toBe(first);
});

test('when the network keeps failing, then the attempts stop after the last delay and it rejects as a network error', async () => {
  onCall(calls.postComment, failingFirst(99));
  await expect(callApi(calls.postComment, { body })).rejects.toMatchObject({ code: 'network' });
  expect(keysSent()).toHaveLength(NETWORK_RETRY_DELAYS_MS.length + 1);
});

test('when the server answers with an error, then the request is not sent again', async () => {
  onCall(calls.postComment, () => respond(409, { error: 'Conflicto', code: 'retry' }));
  await expect(callApi(calls.postComment, { body })).rejects.toMatchObject({ status: 409 });
  expect(keysSent()).toHaveLength(1);
  expect(dialogs).toHaveLength(1);
});

test('when a call creates nothing, then it carries no key and a network error is not retried', async () => {
  onCall(calls.listComments, () => {
    throw new TypeError('Failed to fetch');
  });
  await expect(
    callApi(calls.listComments, { params: { ticketId: 7 }, body: {} }),
  ).rejects.toMatchObject({ code: 'network' });
  const sent = requestsTo(calls.listComments);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.headers.get(IDEMPOTENCY_HEADER)).toBeNull();
});
