import type { CommentPage, Group, Ticket, TicketComment } from '@portal/shared/contract';

export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    _id: 7,
    type: 0,
    group: 'support',
    category: 'account',
    title: 'Cannot log in',
    status: 0,
    timestamp: 1_700_000_000_000,
    lastComment: 1_700_000_000_000,
    createdBy: { visualId: 'player-hash', isStaff: false, name: 'player1' },
    assignees: [{ visualId: 'staff-hash', isStaff: true }],
    roleAssignees: [],
    inputFields: { 'Character name': 'Rider' },
    attachments: [],
    reviewed: false,
    commentsCount: 1,
    lastReads: {},
    ...overrides,
  };
}

export function makeComment(overrides: Partial<TicketComment> = {}): TicketComment {
  const id = overrides._id ?? 1;
  return {
    _id: id,
    ticketId: 7,
    message: `Comment ${id}`,
    action: '',
    createdBy: { visualId: 'player-hash', isStaff: false, name: 'player1' },
    timestamp: 1_700_000_000_000 + id,
    staffOnly: false,
    edited: false,
    messageHistory: [],
    aiGenerated: false,
    ...overrides,
  };
}

export function makeCommentPage(data: TicketComment[], cursor: string | null = null): CommentPage {
  return { data, cursor, hasMore: cursor !== null };
}

export function makeGroup(overrides: Partial<Group> = {}): Group {
  return {
    key: 'support',
    name: { es: 'Soporte web', en: 'Web support' },
    description: { es: 'Ayuda general', en: 'General help' },
    icon: 'help',
    isWeb: true,
    ticketType: 0,
    requireAttachments: false,
    welcomeMessage: { es: 'Hola', en: 'Hello' },
    adminRoles: [],
    precannedAnswers: [],
    categories: [
      {
        key: 'account',
        title: { es: 'Cuenta', en: 'Account' },
        description: { es: 'Problemas con tu cuenta', en: 'Problems with your account' },
        infoOnly: false,
        rules: [],
        secondaryRules: [],
        fields: [],
        weight: 1,
      },
    ],
    inactiveMinutesWarning: 0,
    ...overrides,
  };
}
