import type { Ticket, TicketComment } from '@portal/shared/contract';
import { calls } from '@portal/shared/contract';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeComment } from '../../testing/factories';
import { serveTicket } from '../../testing/serve-ticket';
import { PLAYER } from '../../testing/viewers';
import TicketModal from '../ticket-modal';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const staff = { visualId: 'staff-hash', isStaff: true };
const mine = (id: number, message: string) => makeComment({ _id: id, message });

async function openAsPlayer(ticket: Partial<Ticket>, comments: TicketComment[]) {
  signInAs(PLAYER);
  serveTicket({ ticket, comments });
  renderWithPortal(<TicketModal ticketId={7} onClose={jest.fn()} />);
  await screen.findByText('Hello, I need help');
  await waitFor(() => expect(requestsTo(calls.userPower, { params: { id: 10 } })).toHaveLength(1));
}

const openReport = { type: 1 as const, inFraganti: true, assignees: [staff] };

beforeEach(() => window.localStorage.clear());

describe.each([
  [
    'en',
    'Ask for more responses',
    'Rating',
    '4 stars',
    'Review comment',
    'Send review',
    'Thank you for your review!',
  ],
  [
    'es',
    'Pedir más respuestas',
    'Puntuación',
    '4 estrellas',
    'Comentario de la valoración',
    'Enviar valoración',
    '¡Gracias por tu valoración!',
  ],
] as const)(
  'player tools in %s',
  (language, requestMore, rating, fourStars, comment, send, thanks) => {
    beforeEach(() => setLanguage(language as Language));

    it('when 2 of the reporter’s comments follow staff’s last reply, then they may ask for more responses', async () => {
      const user = userEvent.setup();
      onCall(calls.requestIntervention, () => ({ ok: true as const }));
      await openAsPlayer(openReport, [
        mine(1, 'Hello, I need help'),
        makeComment({ _id: 2, message: 'Looking', createdBy: staff }),
        mine(3, 'Any news?'),
        mine(4, 'Still waiting'),
      ]);

      await user.click(await screen.findByRole('button', { name: requestMore }));

      expect(requestsTo(calls.requestIntervention)[0]?.body).toEqual({ ticketId: 7 });
    });

    it('when the creator sees the closed ticket, then a 1–5 star radio group and a comment review it once', async () => {
      const user = userEvent.setup();
      onCall(calls.review, ({ body }) => ({
        _id: 1,
        ...body,
        group: 'support',
        category: 'account',
        timestamp: 1,
        reviewer: { visualId: 'player-hash', isStaff: false },
      }));
      await openAsPlayer({ status: 1 }, [mine(1, 'Hello, I need help'), mine(2, 'Thanks')]);

      const form = await screen.findByRole('form');
      const stars = within(form).getByRole('group', { name: rating });
      expect(within(stars).getAllByRole('radio')).toHaveLength(5);
      const submit = within(form).getByRole('button', { name: send });
      expect(submit).toBeDisabled();
      await user.click(within(stars).getByRole('radio', { name: fourStars }));
      expect(submit).toBeDisabled();
      await user.type(within(form).getByRole('textbox', { name: comment }), '  Great help  ');
      await user.click(submit);

      expect(await screen.findByText(thanks)).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(requestsTo(calls.review).map((request) => request.body)).toEqual([
        { ticketId: 7, points: 4, comment: 'Great help' },
      ]);
    });
  },
);

describe('player tools are hidden when the rules say no', () => {
  beforeEach(() => setLanguage('en'));

  it('when a request was already made since staff last spoke, then no request button', async () => {
    await openAsPlayer(openReport, [
      mine(1, 'Hello, I need help'),
      mine(2, 'Two'),
      makeComment({ _id: 3, action: 'requestComments', message: '' }),
      mine(4, 'Three'),
      mine(5, 'Four'),
    ]);
    expect(
      screen.queryByRole('button', { name: 'Ask for more responses' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['already reviewed', { status: 1 as const, reviewed: true }, 2],
    ['still open', { status: 0 as const }, 2],
    ['only one comment', { status: 1 as const }, 1],
    [
      'not the creator',
      { status: 1 as const, createdBy: { visualId: 'other', isStaff: false } },
      2,
    ],
  ])('when %s, then no review form', async (_case, ticket, count) => {
    const comments = [mine(1, 'Hello, I need help'), mine(2, 'Thanks')].slice(0, count);
    await openAsPlayer(ticket, comments);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('when a player writes, then there is no staff-only toggle and no canned answers', async () => {
    await openAsPlayer({}, [mine(1, 'Hello, I need help')]);
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Staff tools' })).not.toBeInTheDocument();
  });

  it('when the review comment passes 512 characters, then it is cut at the limit', async () => {
    const user = userEvent.setup();
    await openAsPlayer({ status: 1 }, [mine(1, 'Hello, I need help'), mine(2, 'Thanks')]);
    const box = await screen.findByRole('textbox', { name: 'Review comment' });
    box.focus();
    await user.paste('a'.repeat(513));
    expect(box).toHaveValue('a'.repeat(512));
  });
});
