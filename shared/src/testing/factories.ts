import type {
  Category,
  Group,
  Ticket,
  TicketComment,
  TicketListResponse,
} from '@portal/shared/contract';

/** Valid contract objects for component tests; each test overrides only what it is about. */

export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  const id = overrides._id ?? 1;
  return {
    _id: id,
    type: 0,
    group: 'support',
    category: 'account',
    title: `Ticket ${id}`,
    status: 0,
    timestamp: 1_700_000_000_000 + id,
    lastComment: 1_700_000_000_000 + id,
    createdBy: { visualId: 'abc123', isStaff: false },
    assignees: [],
    roleAssignees: [],
    inputFields: {},
    attachments: [],
    reviewed: false,
    commentsCount: 0,
    lastReads: {},
    ...overrides,
  };
}

export function makePage(data: Ticket[], cursor: string | null = null): TicketListResponse {
  return { data, cursor, hasMore: cursor !== null };
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

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    key: 'account',
    title: { es: 'Cuenta', en: 'Account' },
    description: { es: 'Problemas con tu cuenta', en: 'Problems with your account' },
    infoOnly: false,
    rules: [],
    secondaryRules: [],
    fields: [],
    weight: 1,
    ...overrides,
  };
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
    categories: [makeCategory()],
    inactiveMinutesWarning: 0,
    ...overrides,
  };
}
