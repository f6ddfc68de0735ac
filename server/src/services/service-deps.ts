import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Pseudonyms } from '../identity/visual-ids';

/** Domain events the live channel turns into socket messages once the change is committed. */
export interface LivePublisher {
  ticketCreated(ticketId: number): void;
  ticketChanged(ticketId: number): void;
  commentCreated(ticketId: number, commentId: number): void;
}

export interface ServiceDeps {
  db: Kysely<Database>;
  pseudonyms: Pseudonyms;
  live: LivePublisher;
}
