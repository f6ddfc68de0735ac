import { z } from 'zod';
import { commentSchema } from './comment';
import { idSchema } from './common';

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
