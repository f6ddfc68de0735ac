import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Pseudonyms } from '../identity/visual-ids';
import type { ChatModel } from './ai/chat-model';
import type { AttachmentImages } from './attachments/attachment-images';
import type { CommunityCatalog } from './community/community-catalog';
import type { LivePublisher } from './live-events';
import type { GameDirectory } from './session/game-directory';

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
