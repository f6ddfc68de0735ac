import type {
  CommentDeletedEvent,
  CommentEvent,
  ConfigChangedEvent,
  IncidentsChangedEvent,
  MarkTicketAsRead,
  PresenceSignal,
  RemotesReleasedEvent,
  TicketEvent,
  TicketPresenceEvent,
  TokensChangedEvent,
} from './schemas/live-events';

/** Socket.io event names of the live channel (SPEC §7). */
export const LIVE_EVENTS = {
  commentCreated: 'ticket-comment-created',
  commentEdited: 'ticket-comment-edited',
  commentDeleted: 'ticket-comment-deleted',
  ticketChanged: 'ticket-changed',
  ticketCreated: 'ticket-created',
  /** To admins' sockets only: a token was created, (de)activated or deleted; refetch the list. */
  tokensChanged: 'tokens-changed',
  /** To admins' sockets only: a config entry was saved or deleted; refetch the list. */
  configChanged: 'config-changed',
  /** To admins' sockets only: an incident or its timeline changed; refetch it and the list. */
  incidentsChanged: 'incidents-changed',
  markTicketAsRead: 'mark-ticket-as-read',
  /**
   * To every socket: live events may have been lost (the link between instances, Redis, was
   * interrupted); fetch what is on screen again, as after a reconnect.
   */
  resync: 'live-resync',
  /** To every socket: a remote's registry pointer moved (publish or rollback); reread `/remotes.json`. */
  remotesReleased: 'remotes-released',
  /** From a staff member's socket: this ticket's modal opened (again after a reconnect). */
  ticketOpen: 'ticket-open',
  /** From a staff member's socket: this ticket's modal closed. */
  ticketClose: 'ticket-close',
  /** From a staff member's socket: still typing a reply, at most every `TYPING_SIGNAL_EVERY_MS`. */
  ticketTyping: 'ticket-typing',
  /**
   * To staff sockets with the ticket open that may see who works on it (`canSeeTicketPresence`):
   * the other staff who have it open and who of them is typing, sent on every change.
   */
  ticketPresence: 'ticket-presence',
} as const;

/** A typing staff member's socket says so at most this often; the server forgets it after two. */
export const TYPING_SIGNAL_EVERY_MS = 2_000;

export type ServerToClientEvents = {
  [LIVE_EVENTS.commentCreated]: (event: CommentEvent) => void;
  [LIVE_EVENTS.commentEdited]: (event: CommentEvent) => void;
  [LIVE_EVENTS.commentDeleted]: (event: CommentDeletedEvent) => void;
  [LIVE_EVENTS.ticketChanged]: (event: TicketEvent) => void;
  [LIVE_EVENTS.ticketCreated]: (event: TicketEvent) => void;
  [LIVE_EVENTS.tokensChanged]: (event: TokensChangedEvent) => void;
  [LIVE_EVENTS.configChanged]: (event: ConfigChangedEvent) => void;
  [LIVE_EVENTS.incidentsChanged]: (event: IncidentsChangedEvent) => void;
  [LIVE_EVENTS.remotesReleased]: (event: RemotesReleasedEvent) => void;
  [LIVE_EVENTS.resync]: () => void;
  [LIVE_EVENTS.ticketPresence]: (event: TicketPresenceEvent) => void;
};

export type ClientToServerEvents = {
  [LIVE_EVENTS.markTicketAsRead]: (event: MarkTicketAsRead) => void;
  [LIVE_EVENTS.ticketOpen]: (event: PresenceSignal) => void;
  [LIVE_EVENTS.ticketClose]: (event: PresenceSignal) => void;
  [LIVE_EVENTS.ticketTyping]: (event: PresenceSignal) => void;
};
