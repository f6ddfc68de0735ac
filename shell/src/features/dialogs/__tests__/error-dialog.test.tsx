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

test('a server error shows its code’s text and dialogs queue one after another', async () => {
  await setLanguage('en', false);
  render(<ErrorDialog />);
  await failingCall(422, { error: 'This ticket is already closed.', code: 'ticket.alreadyClosed' });
  act(() => showErrorDialog({ message: translate('socketDisconnected') }));
  expect(screen.getByRole('alertdialog')).toHaveTextContent('This ticket is already closed.');
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
    'You have been disconnected from the server.',
  );
});

test('the same error raised twice while waiting shows once; a different one still follows', async () => {
  await setLanguage('en', false);
  render(<ErrorDialog />);
  const notFound = { error: 'That ticket does not exist.', code: 'ticket.notFound' };
  await failingCall(404, notFound);
  await failingCall(404, notFound);
  act(() => showErrorDialog({ message: translate('socketDisconnected') }));
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
    'You have been disconnected from the server.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test.each([
  ['es', 'Ese ticket no existe.'],
  ['en', 'That ticket does not exist.'],
] as const)('in %s a server error shows the text for its code: "%s"', async (language, text) => {
  await setLanguage(language, false);
  render(<ErrorDialog />);
  await failingCall(404, { error: 'That ticket does not exist.', code: 'ticket.notFound' });
  expect(screen.getByRole('alertdialog', { name: 'Error' })).toHaveTextContent(text);
});

test('a code’s params are interpolated, and an unknown code gets the generic text', async () => {
  await setLanguage('es', false);
  render(<ErrorDialog />);
  await failingCall(422, {
    error: 'The field "Servidor" has at most 5 characters.',
    code: 'ticket.fieldTooLong',
    params: { field: 'Servidor', max: 5 },
  });
  expect(screen.getByRole('alertdialog')).toHaveTextContent(
    '«Servidor» admite como máximo 5 caracteres.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
  await failingCall(422, { error: 'Something new.', code: 'brand.new' });
  expect(screen.getByRole('alertdialog')).toHaveTextContent(
    'Algo ha fallado (brand.new). Inténtalo de nuevo.',
  );
});
