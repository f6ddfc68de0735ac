import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Pseudonyms } from '../identity/visual-ids';
import type { StoredLiveEvent } from '../repositories/live-outbox-repository';
import type { ChatModel } from './ai/chat-model';
import type { AttachmentImages } from './attachments/attachment-images';
import type { CommunityCatalog } from './community/community-catalog';
import type { WrittenComments } from './live-events';
import type { GameDirectory } from './session/game-directory';

/** The live channel: sends committed events (see `changeWithLiveEvents`) to the sockets allowed. */
export interface LivePublisher {
  /**
   * Sends the events; resolves once they went out to the sockets (or failed and were left in the
   * outbox to be sent again), and never rejects: writers hand events over without waiting.
   */
  send(events: readonly StoredLiveEvent[], known?: readonly WrittenComments[]): Promise<void>;
  /** Closes every socket of a session that ended, on every instance. */
  closeSession(sessionId: string): void;
}

export interface ServiceDeps {
  db: Kysely<Database>;
  pseudonyms: Pseudonyms;
  live: LivePublisher;
  game: GameDirectory;
  catalog: CommunityCatalog;
  attachmentImages: AttachmentImages;
  /** The OpenAI-compatible model when `AI_BASE_URL` is set; null = retrieval only. */
  chatModel: ChatModel | null;
}
