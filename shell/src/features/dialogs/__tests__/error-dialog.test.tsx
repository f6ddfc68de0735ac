import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { showErrorDialog } from '@portal/shared/runtime/errors';
import { setLanguage, translate } from '@portal/shared/runtime/i18n';
import { onCall, respond } from '@portal/shared/testing/fake-api';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ErrorDialog } from '../error-dialog';

async function failingCall(status: number, body?: unknown) {
  onCall(calls.groups, () => respond(status, body));
  await act(async () => {
    await callApi(calls.groups).catch(() => {});
  });
}

test.each([
  ['es', 'Código de estado inesperado: 404'],
  ['en', 'Unexpected status code: 404'],
] as const)('in %s a 4xx without text shows "%s" under the title Error', async (language, text) => {
  await setLanguage(language, false);
  render(<ErrorDialog />);
  await failingCall(404);
  const dialog = screen.getByRole('alertdialog', { name: 'Error' });
  expect(dialog).toHaveTextContent(text);
  fireEvent.click(screen.getByRole('button', { name: language === 'es' ? 'Cerrar' : 'Close' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('the server text is shown as-is and dialogs queue one after another', async () => {
  await setLanguage('en', false);
  render(<ErrorDialog />);
  await failingCall(409, { error: 'The ticket is already closed.', code: 'conflict' });
  act(() => showErrorDialog({ message: translate('socketDisconnected') }));
  expect(screen.getByRole('alertdialog')).toHaveTextContent('The ticket is already closed.');
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
    'You have been disconnected from the server.',
  );
});
