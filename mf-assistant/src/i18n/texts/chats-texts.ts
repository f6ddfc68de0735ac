const es = {
  chats: 'Chats',
  newChat: 'Nuevo chat',
  newChatAboutTicket: 'Nuevo chat sobre el ticket n.º {{id}}',
  creatingChat: 'Creando el chat…',
  createChatFailed: 'No se pudo crear el chat. Inténtalo de nuevo.',
  noChats: 'Todavía no hay chats',
  noChatsExplanation: 'Empieza uno para preguntar sobre un ticket o sobre el portal.',
  chatsLoadFailed: 'No se pudieron cargar los chats.',
  retry: 'Reintentar',
  untitledChat: 'Chat sin título',
  aboutTicket: 'Ticket n.º {{id}}',
  updatedAt: 'Actualizado {{date}}',
};

export const chatsTexts = {
  es,
  en: {
    chats: 'Chats',
    newChat: 'New chat',
    newChatAboutTicket: 'New chat about ticket #{{id}}',
    creatingChat: 'Creating the chat…',
    createChatFailed: 'The chat could not be created. Please try again.',
    noChats: 'No chats yet',
    noChatsExplanation: 'Start one to ask about a ticket or about the portal.',
    chatsLoadFailed: 'The chats could not be loaded.',
    retry: 'Retry',
    untitledChat: 'Untitled chat',
    aboutTicket: 'Ticket #{{id}}',
    updatedAt: 'Updated {{date}}',
  } satisfies Record<keyof typeof es, string>,
};
