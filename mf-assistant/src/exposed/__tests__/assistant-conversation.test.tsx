import { type AssistantMessage, calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchErrorDialogs } from '../../testing/error-dialogs';
import { answer, exchange, makeChat, question } from '../../testing/factories';
import { openChat } from '../../testing/open-chat';
import { DESKTOP, renderWidget, resizeWindow } from '../../testing/render-widget';
import { serveChats, serveHistory } from '../../testing/serve-assistant';

const TEXTS = {
  es: {
    open: 'Abrir el asistente',
    panel: 'Asistente',
    conversation: 'Conversación',
    message: 'Mensaje',
    send: 'Enviar',
    loadOlder: 'Cargar mensajes anteriores',
    typing: 'El asistente está escribiendo…',
    errorReply: 'Lo siento, he tenido un error.',
    tryAgain: 'Volver a intentarlo',
    offline: 'Respondido sin modelo, a partir de tickets anteriores',
    byModel: 'Respondido por llama3.1',
    copy: 'Copiar',
    copied: 'Copiado',
    copyFailed: 'No se pudo copiar. Cópialo a mano.',
    back: 'Volver a los chats',
    untitled: 'Chat sin título',
    historyFailed: 'No se pudo cargar la conversación.',
    retry: 'Reintentar',
    you: 'Tú:',
    assistant: 'Asistente:',
  },
  en: {
    open: 'Open the assistant',
    panel: 'Assistant',
    conversation: 'Conversation',
    message: 'Message',
    send: 'Send',
    loadOlder: 'Load older messages',
    typing: 'The assistant is typing…',
    errorReply: 'Sorry, I ran into an error.',
    tryAgain: 'Try again',
    offline: 'Answered offline from past tickets',
    byModel: 'Answered by llama3.1',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy. Please copy it manually.',
    back: 'Back to the chats',
    untitled: 'Untitled chat',
    historyFailed: 'The conversation could not be loaded.',
    retry: 'Retry',
    you: 'You:',
    assistant: 'Assistant:',
  },
} as const;

const CHAT = makeChat(5, { title: 'Refunds', ticketId: 12 });

/** The texts of the conversation's messages, in the order shown. */
function shownMessages(panel: HTMLElement): string[] {
  const log = within(panel).getByRole('log');
  return Array.from(log.querySelectorAll('.as-message-text'), (item) => item.textContent ?? '');
}

/** An answer the test releases when it wants (the typing indicator shows until then). */
function heldAnswer() {
  let release: (reply: { text: string; model: string | null }) => void = () => {};
  onCall(
    calls.assistantChat,
    () =>
      new Promise((resolve) => {
        release = ({ text, model }) => resolve({ text, model, chatId: CHAT.id });
      }),
  );
  return (reply: { text: string; model: string | null }) => release(reply);
}

function answerWith(text: string, model: string | null = null) {
  onCall(calls.assistantChat, () => ({ text, model, chatId: CHAT.id }));
}

describe.each(['es', 'en'] as const)('assistant conversation in %s', (language) => {
  const text = TEXTS[language];
  const errorDialogs = watchErrorDialogs();

  beforeEach(async () => {
    window.localStorage.clear();
    resizeWindow(DESKTOP.width, DESKTOP.height);
    await setLanguage(language, false);
    serveChats([CHAT]);
  });

  it('shows the newest page of the history, then older pages with the button or by scrolling up', async () => {
    serveHistory(CHAT.id, [exchange(9, 4), exchange(5, 4), exchange(1, 4)]);
    renderWidget();
    const panel = await openChat(text, 'Refunds');
    await within(panel).findByText('Answer 12');
    expect(shownMessages(panel)).toEqual(['Question 9', 'Answer 10', 'Question 11', 'Answer 12']);

    await userEvent.click(within(panel).getByRole('button', { name: text.loadOlder }));
    await within(panel).findByText('Question 5');
    expect(shownMessages(panel)).toHaveLength(8);
    expect(shownMessages(panel)[0]).toBe('Question 5');

    const scroller = within(panel).getByRole('log', { name: text.conversation });
    fireEvent.scroll(scroller, { target: { scrollTop: 0 } });
    await within(panel).findByText('Question 1');
    expect(shownMessages(panel)).toEqual(exchange(1, 12).map((message) => message.text));
    expect(within(panel).queryByRole('button', { name: text.loadOlder })).not.toBeInTheDocument();
    expect(
      requestsTo(calls.assistantChatMessages, { params: { chatId: CHAT.id } }).map(
        (request) => request.body,
      ),
    ).toEqual([{}, { cursor: '1' }, { cursor: '2' }]);
    await expectAccessible();
  });

  it('sends the trimmed message with Enter, never a blank one, and shows the typing dots until the answer', async () => {
    serveHistory(CHAT.id, [[]]);
    const release = heldAnswer();
    renderWidget();
    const panel = await openChat(text, 'Refunds');
    const box = await within(panel).findByRole('textbox', { name: text.message });
    const send = within(panel).getByRole('button', { name: text.send });

    await userEvent.type(box, '   {Enter}');
    expect(send).toBeDisabled();
    expect(requestsTo(calls.assistantChat)).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, '  How do I refund?{Shift>}{Enter}{/Shift}Quickly please  ');
    expect(box).toHaveValue('  How do I refund?\nQuickly please  ');
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('');
    expect(requestsTo(calls.assistantChat).map((request) => request.body)).toEqual([
      {
        message: 'How do I refund?\nQuickly please',
        ticketId: 12,
        history: [],
        chatId: CHAT.id,
        lang: language,
      },
    ]);
    expect(within(panel).getByRole('status')).toHaveTextContent(text.typing);
    expect(send).toBeDisabled();

    release({ text: 'Open the refund form.', model: 'llama3.1' });
    await within(panel).findByText('Open the refund form.');
    expect(within(panel).queryByText(text.typing)).not.toBeInTheDocument();
    expect(shownMessages(panel)).toEqual([
      'How do I refund?\nQuickly please',
      'Open the refund form.',
    ]);
    const log = within(panel).getByRole('log');
    expect(log).toHaveTextContent(text.you);
    expect(log).toHaveTextContent(text.assistant);
  });

  it('a message sent while the history is still on its way is sent once it has come, with it as context', async () => {
    let releaseHistory: () => void = () => {};
    onCall(
      calls.assistantChatMessages,
      () =>
        new Promise((resolve) => {
          releaseHistory = () => resolve({ data: exchange(1, 2), cursor: null, hasMore: false });
        }),
      { params: { chatId: CHAT.id } },
    );
    answerWith('Open the refund form.');
    renderWidget();
    const panel = await openChat(text, 'Refunds');
    const box = await within(panel).findByRole('textbox', { name: text.message });
    await userEvent.type(box, 'How do I refund?{Enter}');
    expect(box).toHaveValue('');
    expect(requestsTo(calls.assistantChat)).toHaveLength(0);

    releaseHistory();
    await within(panel).findByText('Open the refund form.');
    expect(requestsTo(calls.assistantChat).map((request) => request.body.history)).toEqual([
      exchange(1, 2).map(({ role, text: said }) => ({ role, text: said })),
    ]);
    expect(shownMessages(panel)).toEqual([
      'Question 1',
      'Answer 2',
      'How do I refund?',
      'Open the refund form.',
    ]);
  });

  it('after an answer the header shows the title the server gave the chat', async () => {
    const untitled = makeChat(6, { title: '' });
    const chats = [untitled];
    serveChats(chats);
    serveHistory(untitled.id, [[]]);
    onCall(calls.assistantChat, () => {
      chats[0] = { ...untitled, title: 'Ban appeals' };
      return { text: 'Appeals go to the bans group.', model: null, chatId: untitled.id };
    });
    renderWidget();
    await userEvent.click(screen.getByRole('button', { name: text.open }));
    const panel = screen.getByRole('complementary', { name: text.panel });
    await userEvent.click(
      await within(panel).findByRole('button', { name: new RegExp(text.untitled) }),
    );
    expect(within(panel).getByRole('heading', { name: text.untitled })).toBeInTheDocument();

    await userEvent.type(
      within(panel).getByRole('textbox', { name: text.message }),
      'Appeals?{Enter}',
    );
    expect(await within(panel).findByRole('heading', { name: 'Ban appeals' })).toBeInTheDocument();
  });

  it('sends only the last 8 messages as context, the new ones included', async () => {
    serveHistory(CHAT.id, [exchange(1, 10)]);
    answerWith('First answer');
    renderWidget();
    const panel = await openChat(text, 'Refunds');
    await within(panel).findByText('Answer 10');
    const box = within(panel).getByRole('textbox', { name: text.message });

    await userEvent.type(box, 'Next question{Enter}');
    await within(panel).findByText('First answer');
    answerWith('Second answer');
    await userEvent.type(box, 'Last question{Enter}');
    await within(panel).findByText('Second answer');

    const [first, second] = requestsTo(calls.assistantChat).map((request) => request.body);
    expect(first?.history).toEqual(exchange(3, 8));
    const expected: AssistantMessage[] = [
      ...exchange(5, 6),
      question('Next question'),
      answer('First answer'),
    ];
    expect(second?.history).toEqual(expected);
  });

  it('when the assistant fails, its reply says so in the conversation, with no Error dialog, and the question can be asked again', async () => {
    serveHistory(CHAT.id, [[question('Hi'), answer('Hello!')]]);
    onCall(calls.assistantChat, () => respond(400, undefined));
    renderWidget();
    const panel = await openChat(text, 'Refunds');
    const box = await within(panel).findByRole('textbox', { name: text.message });

    await userEvent.type(box, 'Who handles bans?{Enter}');
    expect(await within(panel).findByText(text.errorReply)).toBeInTheDocument();
    expect(shownMessages(panel)).toEqual(['Hi', 'Hello!', 'Who handles bans?', text.errorReply]);
    expect(errorDialogs).toEqual([]);

    answerWith('The admins of the bans group.');
    await userEvent.click(within(panel).getByRole('button', { name: text.tryAgain }));
    await within(panel).findByText('The admins of the bans group.');
    expect(shownMessages(panel)).toEqual([
      'Hi',
      'Hello!',
      'Who handles bans?',
      'The admins of the bans group.',
    ]);
    const bodies = requestsTo(calls.assistantChat).map((request) => request.body);
    expect(bodies.map((body) => body.message)).toEqual(['Who handles bans?', 'Who handles bans?']);
    expect(bodies[1]?.history).toEqual([question('Hi'), answer('Hello!')]);
  });

  it('when the history cannot be read, it says so and reads it again on Retry', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let failing = true;
    onCall(calls.assistantChatMessages, () =>
      failing
        ? respond(503, undefined)
        : { data: [answer('Back again')], cursor: null, hasMore: false },
    );
    renderWidget();
    const panel = await openChat(text, 'Refunds');
    expect(await within(panel).findByText(text.historyFailed)).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(panel).getByRole('button', { name: text.retry }));
    expect(await within(panel).findByText('Back again')).toBeInTheDocument();
    expect(errorDialogs).toEqual([]);
    warn.mockRestore();
  });

  it('an answer from the offline retrieval says so; a model’s answer names the model', async () => {
    serveHistory(CHAT.id, [[]]);
    answerWith('From ticket #3: reset the password.', null);
    renderWidget();
    const panel = await openChat(text, 'Refunds');
    const box = await within(panel).findByRole('textbox', { name: text.message });
    await userEvent.type(box, 'Password?{Enter}');
    expect(await within(panel).findByText(text.offline)).toBeInTheDocument();

    answerWith('Use the reset link.', 'llama3.1');
    await userEvent.type(box, 'And then?{Enter}');
    expect(await within(panel).findByText(text.byModel)).toBeInTheDocument();
    expect(within(panel).getAllByText(text.offline)).toHaveLength(1);
  });

  it('an answer is copied as it was written, and a failed copy says so', async () => {
    const user = userEvent.setup();
    serveHistory(CHAT.id, [[question('Steps?'), answer('1. Open the ticket\n2. Close it')]]);
    renderWidget();
    const panel = await openChat(text, 'Refunds');
    await user.click(await within(panel).findByRole('button', { name: text.copy }));
    expect(await navigator.clipboard.readText()).toBe('1. Open the ticket\n2. Close it');
    expect(within(panel).getByText(text.copied)).toBeInTheDocument();

    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(panel).getByRole('button', { name: text.copy }));
    expect(await within(panel).findByText(text.copyFailed)).toBeInTheDocument();
  });

  it('answers are plain text: markup shows as written and line breaks are kept', async () => {
    const markup = '<img src=x onerror="alert(1)"> <b>bold</b>\nsecond line';
    serveHistory(CHAT.id, [[question('Show me'), answer(markup)]]);
    renderWidget();
    const panel = await openChat(text, 'Refunds');
    await within(panel).findByText(/second line/);
    expect(shownMessages(panel)[1]).toBe(markup);
    expect(panel.querySelector('img, b')).toBeNull();
  });

  it('leaving a chat while it answers and coming back finds the question and its answer', async () => {
    serveHistory(CHAT.id, [[question('Earlier'), answer('Before')]]);
    const release = heldAnswer();
    renderWidget();
    const panel = await openChat(text, 'Refunds');
    const box = await within(panel).findByRole('textbox', { name: text.message });
    await userEvent.type(box, 'Still there?{Enter}');
    await userEvent.click(within(panel).getByRole('button', { name: text.back }));
    release({ text: 'Yes.', model: null });

    await userEvent.click(await within(panel).findByRole('button', { name: /^Refunds/ }));
    await within(panel).findByText('Yes.');
    expect(shownMessages(panel)).toEqual(['Earlier', 'Before', 'Still there?', 'Yes.']);
    expect(requestsTo(calls.assistantChatMessages)).toHaveLength(1);
  });
});
