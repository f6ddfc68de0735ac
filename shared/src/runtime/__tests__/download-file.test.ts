import { calls } from '@portal/shared/contract';
import { onCall, requestsTo, respond } from '../../testing/fake-api';
import { catchSavedFiles } from '../../testing/saved-files';
import { downloadFile } from '../download-file';
import { type ErrorDialogRequest, onErrorDialog } from '../errors';
import { setToken } from '../session';

let saved: ReturnType<typeof catchSavedFiles> = [];
let dialogs: ErrorDialogRequest[] = [];
let unsubscribe: () => void = () => {};

beforeEach(() => {
  setToken('tok-1');
  saved = catchSavedFiles();
  dialogs = [];
  unsubscribe = onErrorDialog((request) => dialogs.push(request));
});
afterEach(() => {
  unsubscribe();
  jest.restoreAllMocks();
});

test('when a JSON export answers, then its text is saved as is under the file name', async () => {
  const file = '[{"_id":1,"title":"Cannot log in"}]';
  onCall(calls.ticketsJson, () => file);
  await downloadFile(
    calls.ticketsJson,
    { body: { statusFilter: 'closed' } },
    { baseName: 'tickets', format: 'json' },
  );
  expect(requestsTo(calls.ticketsJson)[0]?.body).toEqual({ statusFilter: 'closed' });
  expect(saved).toHaveLength(1);
  expect(saved[0]?.name).toBe('tickets.json');
  expect(await saved[0]?.text).toBe(file);
});

test('while a file arrives, then the bytes received so far are told after each part', async () => {
  const file = `id,title\r\n${Array.from({ length: 20 }, (_, id) => `${id},Señal perdida`).join('\r\n')}`;
  onCall(calls.ticketsCsv, () => file);
  const progress: number[] = [];
  await downloadFile(
    calls.ticketsCsv,
    { body: {} },
    { baseName: 'tickets', format: 'csv', onProgress: (bytes) => progress.push(bytes) },
  );
  const size = new TextEncoder().encode(file).length;
  expect(progress.length).toBeGreaterThan(1);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  expect(progress.at(-1)).toBe(size);
  expect(await saved[0]?.text).toBe(file);
});

test('when the export fails, then it rejects without the Error dialog and saves nothing', async () => {
  onCall(calls.staffPerformanceCsv, () => respond(403, { error: 'Forbidden' }));
  await expect(
    downloadFile(calls.staffPerformanceCsv, { body: {} }, { baseName: 'staff', format: 'csv' }),
  ).rejects.toThrow();
  expect(saved).toEqual([]);
  expect(dialogs).toEqual([]);
});
