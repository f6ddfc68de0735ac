import type { Account } from '@portal/shared/contract';
import { calls } from '@portal/shared/contract';
import { onErrorDialog } from '@portal/shared/runtime/errors';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TicketModal from '../../../exposed/ticket-modal';
import { makeComment } from '../../../testing/factories';
import { serveTicket } from '../../../testing/serve-ticket';
import { PLAYER, STAFF_ADMIN, seenByAdmin } from '../../../testing/viewers';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

/** Staff above power 2 (SPEC §6: may rate AI replies). */
const SENIOR_STAFF: Account = { ...STAFF_ADMIN, power: 3 };

const question = makeComment({
  _id: 1,
  message: 'My car vanished',
  createdBy: seenByAdmin(PLAYER),
});
const aiReply = makeComment({
  _id: 2,
  message: 'It is in the impound lot.',
  aiGenerated: true,
  createdBy: seenByAdmin(STAFF_ADMIN),
});
const ownReply = makeComment({
  _id: 3,
  message: 'Anything else?',
  createdBy: seenByAdmin(STAFF_ADMIN),
});

function serveAs(viewer: Account) {
  signInAs(viewer);
  onCall(calls.getUrlFrame, () => ({ url: 'https://frames.example/map' }));
  serveTicket({
    ticket: { createdBy: seenByAdmin(PLAYER) },
    comments: [question, aiReply, ownReply],
    group: { adminRoles: ['support-admins'] },
  });
}

async function openThread() {
  renderWithPortal(<TicketModal ticketId={7} onClose={jest.fn()} />);
  await screen.findByText('It is in the impound lot.');
  const item = (message: string) => screen.getByText(message).closest('li') as HTMLElement;
  return { ai: item('It is in the impound lot.'), plain: item('Anything else?') };
}

const errorDialogs: unknown[] = [];
beforeAll(() => onErrorDialog((request) => errorDialogs.push(request)));
beforeEach(() => {
  window.localStorage.clear();
  errorDialogs.length = 0;
});

describe.each([
  ['en', 'Was this reply helpful?', 'Helpful', 'Not helpful', 'AI-suggested reply'],
  ['es', '¿Te ha servido esta respuesta?', 'Útil', 'No útil', 'Respuesta sugerida por IA'],
] as const)('AI reply rating in %s', (language, question, helpful, notHelpful, badge) => {
  beforeEach(() => setLanguage(language as Language));

  it('when staff above power 2 rate an AI reply, then POST /ai/rate and the choice shows pressed', async () => {
    const user = userEvent.setup();
    serveAs(SENIOR_STAFF);
    onCall(calls.aiRate, () => ({ ok: true as const }));
    const { ai, plain } = await openThread();

    const rating = within(ai).getByRole('group', { name: question });
    expect(within(plain).queryByRole('group', { name: question })).not.toBeInTheDocument();
    expect(ai).toHaveTextContent(badge);
    const yes = within(rating).getByRole('button', { name: helpful });
    const no = within(rating).getByRole('button', { name: notHelpful });
    expect(yes).toHaveAttribute('aria-pressed', 'false');

    await user.click(yes);
    await waitFor(() => expect(yes).toHaveAttribute('aria-pressed', 'true'));
    expect(no).toHaveAttribute('aria-pressed', 'false');

    await user.click(no);
    await waitFor(() => expect(no).toHaveAttribute('aria-pressed', 'true'));
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    expect(requestsTo(calls.aiRate).map((request) => request.body)).toEqual([
      { commentId: 2, helpful: true },
      { commentId: 2, helpful: false },
    ]);
  });

  it('when staff of power 2 read an AI reply, then it is marked but they cannot rate it', async () => {
    serveAs(STAFF_ADMIN);
    const { ai } = await openThread();

    expect(ai).toHaveTextContent(badge);
    expect(within(ai).queryByRole('group', { name: question })).not.toBeInTheDocument();
    expect(within(ai).queryByRole('button', { name: helpful })).not.toBeInTheDocument();
  });

  it('when a player reads an AI reply, then it is neither marked nor rateable', async () => {
    serveAs(PLAYER);
    const { ai } = await openThread();

    expect(ai).not.toHaveTextContent(badge);
    expect(ai).not.toHaveClass('td-comment-ai');
    expect(within(ai).queryByRole('button', { name: helpful })).not.toBeInTheDocument();
  });
});

describe('AI reply rating failure', () => {
  beforeEach(() => setLanguage('en'));

  it('when POST /ai/rate fails, then it is only logged and nothing shows as chosen', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    serveAs(SENIOR_STAFF);
    onCall(calls.aiRate, () => respond(403, { error: 'Not allowed.', code: 'auth.forbidden' }));
    const { ai } = await openThread();

    const yes = within(ai).getByRole('button', { name: 'Helpful' });
    await user.click(yes);

    await waitFor(() => expect(requestsTo(calls.aiRate)).toHaveLength(1));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[portal] POST /ai/rate failed:', expect.anything()),
    );
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    expect(errorDialogs).toEqual([]);
    warn.mockRestore();
  });
});
