import { z } from 'zod';
import { commentSchema } from './schemas/comment';
import { idSchema } from './schemas/common';

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

/** The socket handshake carries the same bearer token as the REST calls: `auth: { token }`. */
export const liveHandshakeAuthSchema = z.object({ token: z.string().min(1) });

export const commentEventSchema = z.object({ ticketId: idSchema, comment: commentSchema });
export type CommentEvent = z.infer<typeof commentEventSchema>;

export const commentDeletedEventSchema = z.object({ ticketId: idSchema, commentId: idSchema });
export type CommentDeletedEvent = z.infer<typeof commentDeletedEventSchema>;

export const ticketEventSchema = z.object({ ticketId: idSchema });
export type TicketEvent = z.infer<typeof ticketEventSchema>;

export const tokensChangedEventSchema = z.object({ tokenId: idSchema });
export type TokensChangedEvent = z.infer<typeof tokensChangedEventSchema>;

export const configChangedEventSchema = z.object({ key: z.string() });
export type ConfigChangedEvent = z.infer<typeof configChangedEventSchema>;
export const incidentsChangedEventSchema = z.object({ incidentId: idSchema });
export type IncidentsChangedEvent = z.infer<typeof incidentsChangedEventSchema>;

/** Which remote (container name) now points at which release. */
export const remotesReleasedEventSchema = z.object({ name: z.string(), version: z.string() });
export type RemotesReleasedEvent = z.infer<typeof remotesReleasedEventSchema>;

export const markTicketAsReadSchema = z.strictObject({ ticketId: idSchema });
export type MarkTicketAsRead = z.infer<typeof markTicketAsReadSchema>;

/** `ticket-open`, `ticket-close` and `ticket-typing` all name just the ticket. */
export const presenceSignalSchema = z.strictObject({ ticketId: idSchema });
export type PresenceSignal = z.infer<typeof presenceSignalSchema>;

/** A staff member as the receiving staff member may see them on the ticket. */
export const presencePersonSchema = z.object({ name: z.string(), visualId: z.string() });
export type PresencePerson = z.infer<typeof presencePersonSchema>;

/** Everyone but the receiver: `typing` is the part of `viewers` writing a reply now. */
export const ticketPresenceEventSchema = z.object({
  ticketId: idSchema,
  viewers: z.array(presencePersonSchema),
  typing: z.array(presencePersonSchema),
});
export type TicketPresenceEvent = z.infer<typeof ticketPresenceEventSchema>;

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
