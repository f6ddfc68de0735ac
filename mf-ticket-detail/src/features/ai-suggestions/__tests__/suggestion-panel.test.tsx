import type { Account, AutomaticResponse, TicketComment } from '@portal/shared/contract';
import { calls } from '@portal/shared/contract';
import { onErrorDialog } from '@portal/shared/runtime/errors';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestLines, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TicketModal from '../../../exposed/ticket-modal';
import { makeComment } from '../../../testing/factories';
import { serveTicket } from '../../../testing/serve-ticket';
import { PLAYER, STAFF_ADMIN, seenByAdmin } from '../../../testing/viewers';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const question = makeComment({
  _id: 1,
  message: 'Hello, I need help with my password',
  createdBy: seenByAdmin(PLAYER),
});

const SUGGESTIONS: AutomaticResponse[] = [
  {
    _id: 31,
    response: 'Reset it from the launcher, then log in again.',
    ratings: {},
    source: { kind: 'ticket', ticketId: 123, title: 'Password lost' },
  },
  {
    _id: 32,
    response: 'Hola player1, revisamos tu caso.',
    ratings: {},
    source: { kind: 'canned', title: 'Saludo' },
  },
  {
    _id: 33,
    response: 'Try the password reset form.',
    ratings: {},
    source: { kind: 'model', model: 'llama3.1:8b' },
  },
];

/** What the server answers a posted comment with: the comment as staff wrote it. */
function postedComment(_id: number, message: string, extra: Partial<TicketComment> = {}) {
  return makeComment({ _id, message, createdBy: seenByAdmin(STAFF_ADMIN), ...extra });
}

function serveAs(
  viewer: Account,
  { comments = [question] as TicketComment[], suggestions = SUGGESTIONS } = {},
) {
  signInAs(viewer);
  onCall(calls.getUrlFrame, () => ({ url: 'https://frames.example/map' }));
  serveTicket({
    ticket: { createdBy: seenByAdmin(PLAYER) },
    comments,
    group: { adminRoles: ['support-admins'] },
  });
  onCall(calls.aiSuggestions, () => suggestions);
}

async function openModal(firstText = question.message) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWithPortal(<TicketModal ticketId={7} onClose={onClose} />);
  await screen.findByText(firstText);
  return { user, onClose };
}

const errorDialogs: unknown[] = [];
beforeAll(() => onErrorDialog((request) => errorDialogs.push(request)));
beforeEach(() => {
  window.localStorage.clear();
  errorDialogs.length = 0;
});

const TEXTS = {
  en: {
    button: 'AI suggestions',
    panel: 'Suggested replies',
    composer: 'Write a comment',
    first: 'Suggestion 1 of 3',
    second: 'Suggestion 2 of 3',
    third: 'Suggestion 3 of 3',
    only: 'Suggestion 1 of 1',
    firstOfTwo: 'Suggestion 1 of 2',
    secondOfTwo: 'Suggestion 2 of 2',
    send: 'Send',
    edit: 'Edit',
    fromTicket: 'From ticket #123 – Password lost',
    canned: 'Canned answer: Saludo',
    model: 'Written by model llama3.1:8b',
    replyingTo: 'Replying to “Hello, I need help with my password”',
    loading: 'Looking for suggested replies…',
    empty: 'No suggestions for this comment',
    nothing: 'There is no comment to reply to yet',
    fromSuggestion: 'Based on an AI suggestion',
    staffOnly: 'Private comment (staff only)',
    shortcut: 'Ctrl+Space',
  },
  es: {
    button: 'Sugerencias de IA',
    panel: 'Respuestas sugeridas',
    composer: 'Escribe un comentario',
    first: 'Sugerencia 1 de 3',
    second: 'Sugerencia 2 de 3',
    third: 'Sugerencia 3 de 3',
    only: 'Sugerencia 1 de 1',
    firstOfTwo: 'Sugerencia 1 de 2',
    secondOfTwo: 'Sugerencia 2 de 2',
    send: 'Enviar',
    edit: 'Editar',
    fromTicket: 'Del ticket n.º 123 – Password lost',
    canned: 'Respuesta predefinida: Saludo',
    model: 'Escrita por el modelo llama3.1:8b',
    replyingTo: 'En respuesta a «Hello, I need help with my password»',
    loading: 'Buscando respuestas sugeridas…',
    empty: 'No hay sugerencias para este comentario',
    nothing: 'Todavía no hay ningún comentario al que responder',
    fromSuggestion: 'Basado en una sugerencia de IA',
    staffOnly: 'Comentario privado (solo staff)',
    shortcut: 'Ctrl+Espacio',
  },
} as const;

describe.each(['en', 'es'] as const)('suggestion panel in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(() => setLanguage(language as Language));

  const panel = () => screen.getByRole('dialog', { name: text.panel });
  const composer = () => screen.getByRole('textbox', { name: text.composer });
  const suggestion = (name: string) => within(panel()).getByRole('article', { name });

  it('when staff press Ctrl+Space, then the panel asks POST /ai for the latest comment and shows each suggestion with its source', async () => {
    serveAs(STAFF_ADMIN);
    const { user } = await openModal();

    await user.keyboard('{Control>}[Space]{/Control}');

    expect(panel()).toHaveTextContent(text.replyingTo);
    const first = await within(panel()).findByRole('article', { name: text.first });
    expect(first).toHaveFocus();
    expect(first).toHaveTextContent('Reset it from the launcher, then log in again.');
    expect(within(first).getByRole('link', { name: text.fromTicket })).toBeInTheDocument();
    expect(suggestion(text.second)).toHaveTextContent(text.canned);
    expect(suggestion(text.third)).toHaveTextContent(text.model);
    expect(requestsTo(calls.aiSuggestions).map((request) => request.body)).toEqual([
      { commentId: 1, ticketId: 7 },
    ]);
    await expectAccessible();
  });

  it('when the panel is open, then Escape closes it (not the modal) and focus returns to the composer', async () => {
    serveAs(STAFF_ADMIN);
    const { user, onClose } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');
    await within(panel()).findByRole('article', { name: text.first });

    await user.keyboard('{ArrowDown}');
    expect(suggestion(text.second)).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: text.panel })).not.toBeInTheDocument();
    expect(composer()).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when the panel is opened again for the same comment, then its suggestions show at once without asking again', async () => {
    serveAs(STAFF_ADMIN);
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');
    await within(panel()).findByRole('article', { name: text.first });
    await user.keyboard('{Escape}');

    await user.keyboard('{Control>}[Space]{/Control}');

    expect(suggestion(text.first)).toHaveFocus();
    expect(requestsTo(calls.aiSuggestions)).toHaveLength(1);
  });

  it('when the composer button is pressed, then the panel opens; the button names its shortcut', async () => {
    serveAs(STAFF_ADMIN);
    const { user } = await openModal();
    const button = screen.getByRole('button', { name: text.button });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+Space Meta+Space');
    expect(button).toHaveAttribute('title', expect.stringContaining(text.shortcut));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panel()).findByRole('article', { name: text.first })).toBeInTheDocument();
  });

  it('when a suggestion is sent, then POST /ai/accept and the comment appears in the thread', async () => {
    serveAs(STAFF_ADMIN);
    onCall(calls.aiAccept, () =>
      postedComment(40, SUGGESTIONS[0]?.response ?? '', { aiGenerated: true }),
    );
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');
    const first = await within(panel()).findByRole('article', { name: text.first });

    await user.click(within(first).getByRole('button', { name: text.send }));

    const thread = screen.getByRole('region', {
      name: language === 'en' ? 'Conversation' : 'Conversación',
    });
    expect(
      await within(thread).findByText('Reset it from the launcher, then log in again.'),
    ).toBeInTheDocument();
    expect(requestsTo(calls.aiAccept).map((request) => request.body)).toEqual([
      { ticketId: 7, responseId: 31 },
    ]);
    expect(screen.queryByRole('dialog', { name: text.panel })).not.toBeInTheDocument();
    expect(composer()).toHaveFocus();
    expect(requestsTo(calls.postComment)).toHaveLength(0);
  });

  it('when a suggestion is edited and changed, then POST /ai/accept-edit, then POST /ai/comment with editedResponse true', async () => {
    serveAs(STAFF_ADMIN);
    onCall(calls.aiAcceptEdit, () => ({ ok: true as const }));
    onCall(calls.aiComment, ({ body }) => postedComment(41, body.comment, { aiGenerated: true }));
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');
    const second = await within(panel()).findByRole('article', { name: text.second });

    await user.click(within(second).getByRole('button', { name: text.edit }));

    expect(screen.queryByRole('dialog', { name: text.panel })).not.toBeInTheDocument();
    expect(composer()).toHaveValue('Hola player1, revisamos tu caso.');
    expect(composer()).toHaveFocus();
    expect(composer()).toHaveAccessibleDescription(expect.stringContaining(text.fromSuggestion));
    await user.keyboard(' ¡Saludos!{Enter}');

    expect(
      await screen.findByText('Hola player1, revisamos tu caso. ¡Saludos!'),
    ).toBeInTheDocument();
    expect(requestsTo(calls.aiAcceptEdit).map((request) => request.body)).toEqual([
      { responseId: 32 },
    ]);
    expect(requestsTo(calls.aiComment).map((request) => request.body)).toEqual([
      {
        ticketId: 7,
        comment: 'Hola player1, revisamos tu caso. ¡Saludos!',
        staffOnly: false,
        responseId: 32,
        editedResponse: true,
      },
    ]);
    const order = requestLines().filter((line) => line.includes('/ai/'));
    expect(order).toEqual(['POST /api/ai/accept-edit', 'POST /api/ai/comment']);
    expect(composer()).toHaveValue('');
    expect(screen.queryByText(text.fromSuggestion)).not.toBeInTheDocument();
  });

  it('when an edited suggestion is sent unchanged as a staff note, then editedResponse is false and staffOnly true', async () => {
    serveAs(STAFF_ADMIN);
    onCall(calls.aiAcceptEdit, () => ({ ok: true as const }));
    onCall(calls.aiComment, ({ body }) =>
      postedComment(42, body.comment, { aiGenerated: true, staffOnly: true }),
    );
    const { user } = await openModal();
    await user.click(screen.getByRole('checkbox', { name: text.staffOnly }));
    await user.keyboard('{Control>}[Space]{/Control}');
    const third = await within(panel()).findByRole('article', { name: text.third });

    await user.click(within(third).getByRole('button', { name: text.edit }));
    await user.click(screen.getByRole('button', { name: text.send }));

    await waitFor(() => expect(requestsTo(calls.aiComment)).toHaveLength(1));
    expect(requestsTo(calls.aiComment)[0]?.body).toEqual({
      ticketId: 7,
      comment: 'Try the password reset form.',
      staffOnly: true,
      responseId: 33,
      editedResponse: false,
    });
    expect(requestsTo(calls.postComment)).toHaveLength(0);
  });

  it('when the edited text is emptied and something else written, then it goes out as a plain comment', async () => {
    serveAs(STAFF_ADMIN);
    onCall(calls.aiAcceptEdit, () => ({ ok: true as const }));
    onCall(calls.postComment, ({ body }) => postedComment(43, body.comment));
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');
    const first = await within(panel()).findByRole('article', { name: text.first });
    await user.click(within(first).getByRole('button', { name: text.edit }));

    await user.clear(composer());
    await user.type(composer(), 'My own words{Enter}');

    expect(await screen.findByText('My own words')).toBeInTheDocument();
    expect(requestsTo(calls.aiComment)).toHaveLength(0);
    expect(requestsTo(calls.postComment).map((request) => request.body)).toEqual([
      { ticketId: 7, comment: 'My own words', staffOnly: false },
    ]);
  });

  it('when a suggestion was sent and the panel is opened again, then it is gone and the rest show without asking again', async () => {
    serveAs(STAFF_ADMIN);
    onCall(calls.aiAccept, () =>
      postedComment(40, SUGGESTIONS[0]?.response ?? '', { aiGenerated: true }),
    );
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');
    const first = await within(panel()).findByRole('article', { name: text.first });
    await user.click(within(first).getByRole('button', { name: text.send }));
    await waitFor(() => expect(composer()).toHaveFocus());

    await user.keyboard('{Control>}[Space]{/Control}');

    expect(suggestion(text.firstOfTwo)).toHaveTextContent('Hola player1, revisamos tu caso.');
    expect(suggestion(text.secondOfTwo)).toHaveTextContent('Try the password reset form.');
    expect(within(panel()).getAllByRole('article')).toHaveLength(2);
    expect(requestsTo(calls.aiSuggestions)).toHaveLength(1);
    expect(requestsTo(calls.aiAccept)).toHaveLength(1);
  });

  it('when the only suggestion was edited and sent, then the panel opened again shows no suggestion', async () => {
    serveAs(STAFF_ADMIN, { suggestions: SUGGESTIONS.slice(1, 2) });
    onCall(calls.aiAcceptEdit, () => ({ ok: true as const }));
    onCall(calls.aiComment, ({ body }) => postedComment(41, body.comment, { aiGenerated: true }));
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');
    const only = await within(panel()).findByRole('article', { name: text.only });
    await user.click(within(only).getByRole('button', { name: text.edit }));
    await user.keyboard(' ¡Saludos!{Enter}');
    expect(
      await screen.findByText('Hola player1, revisamos tu caso. ¡Saludos!'),
    ).toBeInTheDocument();

    await user.keyboard('{Control>}[Space]{/Control}');

    expect(within(panel()).getByText(text.empty)).toBeInTheDocument();
    expect(within(panel()).queryByRole('article')).not.toBeInTheDocument();
    expect(requestsTo(calls.aiSuggestions)).toHaveLength(1);
  });

  it.each([
    [409, 'ai.alreadySent'],
    [404, 'ai.responseNotFound'],
  ])(
    'when POST /ai/comment answers %i %s, then the same text goes out through POST /comment as chosen, and the suggestion leaves the panel',
    async (status, code) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      serveAs(STAFF_ADMIN);
      onCall(calls.aiAcceptEdit, () => ({ ok: true as const }));
      onCall(calls.aiComment, () => respond(status, { error: 'Refused.', code }));
      onCall(calls.postComment, ({ body }) =>
        postedComment(44, body.comment, { staffOnly: body.staffOnly }),
      );
      const { user } = await openModal();
      await user.click(screen.getByRole('checkbox', { name: text.staffOnly }));
      await user.keyboard('{Control>}[Space]{/Control}');
      const first = await within(panel()).findByRole('article', { name: text.first });
      await user.click(within(first).getByRole('button', { name: text.edit }));

      await user.keyboard(' Gracias.{Enter}');

      const sent = 'Reset it from the launcher, then log in again. Gracias.';
      expect(await screen.findByText(sent)).toBeInTheDocument();
      expect(requestsTo(calls.aiComment).map((request) => request.body.comment)).toEqual([sent]);
      expect(requestsTo(calls.postComment).map((request) => request.body)).toEqual([
        { ticketId: 7, comment: sent, staffOnly: true },
      ]);
      expect(composer()).toHaveValue('');
      expect(errorDialogs).toEqual([]);
      await user.keyboard('{Control>}[Space]{/Control}');
      expect(within(panel()).getAllByRole('article')).toHaveLength(2);
      expect(suggestion(text.firstOfTwo)).toHaveTextContent('Hola player1, revisamos tu caso.');
      warn.mockRestore();
    },
  );

  it('when POST /ai/comment answers 409 and the plain comment fails too, then the text stays, no longer linked to the suggestion', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveAs(STAFF_ADMIN);
    onCall(calls.aiAcceptEdit, () => ({ ok: true as const }));
    onCall(calls.aiComment, () => respond(409, { error: 'Already sent.', code: 'ai.alreadySent' }));
    let postFails = true;
    onCall(calls.postComment, ({ body }) =>
      postFails
        ? respond(429, { error: 'Too many requests.', code: 'rateLimited' })
        : postedComment(45, body.comment),
    );
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');
    const first = await within(panel()).findByRole('article', { name: text.first });
    await user.click(within(first).getByRole('button', { name: text.edit }));
    await user.keyboard(' Gracias.{Enter}');

    const sent = 'Reset it from the launcher, then log in again. Gracias.';
    await waitFor(() =>
      expect(errorDialogs).toEqual([expect.objectContaining({ code: 'rateLimited' })]),
    );
    expect(composer()).toHaveValue(sent);
    expect(screen.queryByText(text.fromSuggestion)).not.toBeInTheDocument();

    postFails = false;
    await user.click(screen.getByRole('button', { name: text.send }));

    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(requestsTo(calls.aiComment)).toHaveLength(1);
    expect(requestsTo(calls.postComment).map((request) => request.body)).toEqual([
      { ticketId: 7, comment: sent, staffOnly: false },
      { ticketId: 7, comment: sent, staffOnly: false },
    ]);
    warn.mockRestore();
  });

  it('when POST /ai/comment fails otherwise, then it is only logged and the text stays linked to the suggestion', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveAs(STAFF_ADMIN);
    onCall(calls.aiAcceptEdit, () => ({ ok: true as const }));
    onCall(calls.aiComment, () => respond(500, { error: 'Boom.', code: 'internal' }));
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');
    const first = await within(panel()).findByRole('article', { name: text.first });
    await user.click(within(first).getByRole('button', { name: text.edit }));

    await user.keyboard(' Gracias.{Enter}');

    await waitFor(() => expect(requestsTo(calls.aiComment)).toHaveLength(1));
    await waitFor(() => expect(composer()).toHaveFocus());
    expect(composer()).toHaveValue('Reset it from the launcher, then log in again. Gracias.');
    expect(composer()).toHaveAccessibleDescription(expect.stringContaining(text.fromSuggestion));
    expect(requestsTo(calls.postComment)).toHaveLength(0);
    expect(errorDialogs).toEqual([]);
    warn.mockRestore();
  });

  it('when POST /ai/accept answers 409 (sent from elsewhere), then that suggestion leaves the panel', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveAs(STAFF_ADMIN);
    onCall(calls.aiAccept, () => respond(409, { error: 'Already sent.', code: 'ai.alreadySent' }));
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');
    const first = await within(panel()).findByRole('article', { name: text.first });

    await user.click(within(first).getByRole('button', { name: text.send }));

    expect(
      await within(panel()).findByRole('article', { name: text.firstOfTwo }),
    ).toHaveTextContent('Hola player1, revisamos tu caso.');
    expect(within(panel()).getAllByRole('article')).toHaveLength(2);
    expect(errorDialogs).toEqual([]);
    warn.mockRestore();
  });

  it('when POST /ai answers no suggestion, then the panel says so', async () => {
    serveAs(STAFF_ADMIN, { suggestions: [] });
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');

    expect(await within(panel()).findByText(text.empty)).toBeInTheDocument();
    expect(within(panel()).queryByRole('article')).not.toBeInTheDocument();
  });

  it('while POST /ai is on its way, then the panel shows it is loading', async () => {
    serveAs(STAFF_ADMIN);
    let answer: (value: AutomaticResponse[]) => void = () => undefined;
    onCall(
      calls.aiSuggestions,
      () => new Promise<AutomaticResponse[]>((resolve) => (answer = resolve)),
    );
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');

    expect(await within(panel()).findByRole('status')).toHaveTextContent(text.loading);
    answer(SUGGESTIONS);
    expect(await within(panel()).findByRole('article', { name: text.first })).toHaveFocus();
    expect(within(panel()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('when POST /ai fails, then it is only logged: no Error dialog, the panel shows no suggestion', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveAs(STAFF_ADMIN);
    onCall(calls.aiSuggestions, () =>
      respond(403, { error: 'Not allowed.', code: 'auth.forbidden' }),
    );
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');

    expect(await within(panel()).findByText(text.empty)).toBeInTheDocument();
    expect(errorDialogs).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[portal] POST /ai failed:', expect.anything());
    warn.mockRestore();
  });

  it('when the thread has no message to answer, then the panel says so and asks nothing', async () => {
    const take = makeComment({
      _id: 2,
      action: 'take',
      message: '',
      createdBy: seenByAdmin(STAFF_ADMIN),
    });
    const note = postedComment(3, 'Internal note', { staffOnly: true });
    serveAs(STAFF_ADMIN, { comments: [take, note] });
    const { user } = await openModal('Internal note');
    await user.keyboard('{Control>}[Space]{/Control}');

    expect(within(panel()).getByText(text.nothing)).toBeInTheDocument();
    expect(requestsTo(calls.aiSuggestions)).toHaveLength(0);
  });
});

describe('suggestion panel access', () => {
  beforeEach(() => setLanguage('en'));

  it('when a player opens the ticket, then there is no button, Ctrl+Space does nothing and nothing is asked', async () => {
    serveAs(PLAYER);
    const { user } = await openModal();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();

    await user.keyboard('{Control>}[Space]{/Control}');

    expect(screen.queryByRole('button', { name: 'AI suggestions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Suggested replies' })).not.toBeInTheDocument();
    expect(requestsTo(calls.aiSuggestions)).toHaveLength(0);
  });

  it('when the ticket is closed, then staff get no panel', async () => {
    signInAs(STAFF_ADMIN);
    onCall(calls.getUrlFrame, () => ({ url: 'https://frames.example/map' }));
    serveTicket({
      ticket: { createdBy: seenByAdmin(PLAYER), status: 1 },
      comments: [question],
      group: { adminRoles: ['support-admins'] },
    });
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');

    expect(screen.queryByRole('dialog', { name: 'Suggested replies' })).not.toBeInTheDocument();
    expect(requestsTo(calls.aiSuggestions)).toHaveLength(0);
  });

  it('when the source ticket is followed, then it opens over this one', async () => {
    serveAs(STAFF_ADMIN);
    const { user } = await openModal();
    await user.keyboard('{Control>}[Space]{/Control}');
    const first = await screen.findByRole('article', { name: 'Suggestion 1 of 3' });

    await user.click(within(first).getByRole('link', { name: 'From ticket #123 – Password lost' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/ticket/123');
  });
});
