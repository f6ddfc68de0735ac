import { calls } from '@portal/shared/contract';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeComment } from '../../testing/factories';
import { serveTicket } from '../../testing/serve-ticket';
import { PLAYER, STAFF_ADMIN, seenByAdmin } from '../../testing/viewers';
import TicketModal from '../ticket-modal';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const staffNote = makeComment({
  _id: 2,
  message: 'We are on it',
  createdBy: seenByAdmin(STAFF_ADMIN),
});
const playerComment = makeComment({
  _id: 1,
  message: 'Hello, I need help',
  createdBy: seenByAdmin(PLAYER),
});

function serveAsAdmin() {
  signInAs(STAFF_ADMIN);
  onCall(calls.getUrlFrame, () => ({ url: 'https://frames.example/map' }));
  serveTicket({
    ticket: { createdBy: seenByAdmin(PLAYER), assignees: [seenByAdmin(STAFF_ADMIN)] },
    comments: [playerComment, staffNote],
    group: { adminRoles: ['support-admins'] },
  });
}

async function openModal(onClose = jest.fn()) {
  renderWithPortal(<TicketModal ticketId={7} onClose={onClose} />);
  await screen.findByText('We are on it');
  return onClose;
}

const itemOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

beforeEach(() => window.localStorage.clear());

describe.each([
  ['en', 'Edit', 'Edit the comment', 'Save', 'Delete', 'Delete comment', 'Cancel', /Are you sure/],
  [
    'es',
    'Editar',
    'Editar el comentario',
    'Guardar',
    'Eliminar',
    'Eliminar comentario',
    'Cancelar',
    /Seguro/,
  ],
] as const)(
  'edit and delete in %s',
  (language, edit, editLabel, save, remove, title, cancel, text) => {
    beforeEach(() => setLanguage(language as Language));

    it('when the admin author edits, then an unchanged text is not sent and a changed one is', async () => {
      const user = userEvent.setup();
      serveAsAdmin();
      onCall(calls.editComment, () => ({
        ...staffNote,
        message: 'Fixed now',
        edited: true,
      }));
      await openModal();
      expect(
        await within(itemOf('We are on it')).findByRole('button', { name: edit }),
      ).toBeInTheDocument();
      expect(within(itemOf('Hello, I need help')).queryByRole('button', { name: edit })).toBeNull();

      await user.click(within(itemOf('We are on it')).getByRole('button', { name: edit }));
      await user.click(screen.getByRole('button', { name: save }));
      expect(requestsTo(calls.editComment)).toHaveLength(0);

      await user.click(within(itemOf('We are on it')).getByRole('button', { name: edit }));
      const box = screen.getByRole('textbox', { name: editLabel });
      await user.clear(box);
      await user.type(box, 'Fixed now{Enter}');

      expect(await screen.findByText('Fixed now')).toBeInTheDocument();
      expect(requestsTo(calls.editComment).map((request) => request.body)).toEqual([
        { commentId: 2, message: 'Fixed now' },
      ]);
    });

    it('when an admin deletes, then a confirm dialog asks first; cancel keeps it, confirm removes it', async () => {
      const user = userEvent.setup();
      const onClose = jest.fn();
      serveAsAdmin();
      onCall(calls.deleteComment, () => ({ ok: true as const }));
      await openModal(onClose);

      await user.click(
        await within(itemOf('Hello, I need help')).findByRole('button', { name: remove }),
      );
      const confirm = screen.getByRole('alertdialog', { name: title });
      expect(confirm).toHaveAccessibleDescription(text);
      expect(within(confirm).getByRole('button', { name: cancel })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();

      await user.click(within(itemOf('Hello, I need help')).getByRole('button', { name: remove }));
      await user.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: remove }),
      );

      await waitFor(() => expect(screen.queryByText('Hello, I need help')).not.toBeInTheDocument());
      expect(requestsTo(calls.deleteComment).map((request) => request.body)).toEqual([
        { commentId: 1 },
      ]);
    });
  },
);

it('when a player reads the thread, then no comment offers edit or delete', async () => {
  await setLanguage('en');
  signInAs(PLAYER);
  serveTicket({ comments: [makeComment({ _id: 1, message: 'Mine' }), staffNote] });
  renderWithPortal(<TicketModal ticketId={7} onClose={jest.fn()} />);
  await screen.findByText('Mine');
  await waitFor(() => expect(requestsTo(calls.userPower, { params: { id: 10 } })).toHaveLength(1));

  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
});
