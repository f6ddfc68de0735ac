import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Pseudonyms } from '../identity/visual-ids';
import type { CommunityCatalog } from './community/community-catalog';
import type { GameDirectory } from './session/game-directory';
import type { TicketRecord } from './tickets/ticket-record';

/** Domain events the live channel turns into socket messages once the change is committed. */
export interface LivePublisher {
  ticketCreated(ticketId: number): void;
  /** `before`: the ticket as it was, so viewers who just lost it are told too (and refetch). */
  ticketChanged(ticketId: number, before?: TicketRecord): void;
  commentCreated(ticketId: number, commentId: number): void;
  commentEdited(ticketId: number, commentId: number): void;
  /** The row is gone when the event goes out, so its audience is decided from `staffOnly`. */
  commentDeleted(ticketId: number, commentId: number, staffOnly: boolean): void;
}

export interface ServiceDeps {
  db: Kysely<Database>;
  pseudonyms: Pseudonyms;
  live: LivePublisher;
  game: GameDirectory;
  catalog: CommunityCatalog;
}
