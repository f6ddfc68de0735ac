import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchErrorDialogs } from '../../testing/error-dialogs';
import { makeChat } from '../../testing/factories';
import { DESKTOP, renderWidget, resizeWindow } from '../../testing/render-widget';
import { serveChats, serveHistory } from '../../testing/serve-assistant';

const TEXTS = {
  es: {
    open: 'Abrir el asistente',
    panel: 'Asistente',
    chats: 'Chats',
    newChat: 'Nuevo chat',
    newChatAbout7: 'Nuevo chat sobre el ticket n.º 7',
    ticket4: 'Ticket n.º 4',
    ticket7: 'Ticket n.º 7',
    about7: 'Sobre el ticket n.º 7',
    untitled: 'Chat sin título',
    back: 'Volver a los chats',
    noChats: 'Todavía no hay chats',
    loadFailed: 'No se pudieron cargar los chats.',
    retry: 'Reintentar',
    createFailed: 'No se pudo crear el chat. Inténtalo de nuevo.',
    empty: 'Pregunta lo que necesites',
  },
  en: {
    open: 'Open the assistant',
    panel: 'Assistant',
    chats: 'Chats',
    newChat: 'New chat',
    newChatAbout7: 'New chat about ticket #7',
    ticket4: 'Ticket #4',
    ticket7: 'Ticket #7',
    about7: 'About ticket #7',
    untitled: 'Untitled chat',
    back: 'Back to the chats',
    noChats: 'No chats yet',
    loadFailed: 'The chats could not be loaded.',
    retry: 'Retry',
    createFailed: 'The chat could not be created. Please try again.',
    empty: 'Ask whatever you need',
  },
} as const;

const OLDER = makeChat(1, { title: 'Refund rules', updatedAt: Date.UTC(2026, 10, 1) });
const NEWER = makeChat(2, {
  title: 'Cheater report #4',
  ticketId: 4,
  updatedAt: Date.UTC(2026, 10, 2),
});

describe.each(['es', 'en'] as const)('assistant chats in %s', (language) => {
  const text = TEXTS[language];
  const errorDialogs = watchErrorDialogs();

  beforeEach(async () => {
    window.localStorage.clear();
    resizeWindow(DESKTOP.width, DESKTOP.height);
    await setLanguage(language, false);
  });

  async function openPanel() {
    await userEvent.click(screen.getByRole('button', { name: text.open }));
    return screen.getByRole('complementary', { name: text.panel });
  }

  it('lists the chats most recently used first, with the ticket each one is about', async () => {
    serveChats([OLDER, NEWER]);
    renderWidget();
    const panel = await openPanel();
    const list = await within(panel).findByRole('list', { name: text.chats });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Cheater report #4'),
      expect.stringContaining('Refund rules'),
    ]);
    expect(items[0]).toHaveTextContent(text.ticket4);
    expect(items[1]).not.toHaveTextContent(text.ticket4);
    await expectAccessible();
  });

  it('with a ticket open, a new chat is about that ticket and opens right away', async () => {
    const chats = [OLDER];
    serveChats(chats);
    const created = makeChat(9, { title: '', ticketId: 7, updatedAt: Date.UTC(2026, 10, 3) });
    onCall(calls.createAssistantChat, () => {
      chats.push(created);
      return created;
    });
    serveHistory(9, [[]]);
    renderWidget({ ticketId: 7 });
    const panel = await openPanel();
    await within(panel).findByRole('list', { name: text.chats });

    await userEvent.click(within(panel).getByRole('button', { name: text.newChatAbout7 }));
    expect(requestsTo(calls.createAssistantChat).map((request) => request.body)).toEqual([
      { ticketId: 7 },
    ]);
    expect(await within(panel).findByText(text.about7)).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: text.untitled })).toBeInTheDocument();
    expect(await within(panel).findByText(text.empty)).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: text.back }));
    const items = within(await within(panel).findByRole('list', { name: text.chats })).getAllByRole(
      'button',
    );
    expect(items[0]).toHaveTextContent(text.untitled);
    expect(items[0]).toHaveTextContent(text.ticket7);
  });

  it('with no ticket open, a new chat is about nothing in particular', async () => {
    serveChats([]);
    onCall(calls.createAssistantChat, () => makeChat(3, { title: '' }));
    serveHistory(3, [[]]);
    renderWidget();
    const panel = await openPanel();
    expect(await within(panel).findByText(text.noChats)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: text.newChat }));
    expect(requestsTo(calls.createAssistantChat)[0]?.body).toEqual({ ticketId: null });
    expect(await within(panel).findByText(text.empty)).toBeInTheDocument();
    expect(within(panel).queryByText(text.about7)).not.toBeInTheDocument();
  });

  it('when the chats cannot be read or a chat cannot be made, it says so in place, with no Error dialog', async () => {
    // A quiet read logs why it failed.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let failing = true;
    onCall(calls.assistantChats, () => (failing ? respond(403, undefined) : [OLDER]));
    onCall(calls.createAssistantChat, () => respond(400, undefined));
    renderWidget();
    const panel = await openPanel();
    expect(await within(panel).findByText(text.loadFailed)).toBeInTheDocument();

    failing = false;
    await userEvent.click(within(panel).getByRole('button', { name: text.retry }));
    expect(await within(panel).findByRole('button', { name: /Refund rules/ })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: text.newChat }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(text.createFailed);
    expect(errorDialogs).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
