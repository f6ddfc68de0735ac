import type { ConversationEntry } from './conversation-entry';

/** What happened in one chat on this page: the messages exchanged and whether an answer is due. */
export interface ChatSession {
  entries: readonly ConversationEntry[];
  waiting: boolean;
}

const NEW_SESSION: ChatSession = { entries: [], waiting: false };

/**
 * The messages exchanged on this page, per chat, for as long as the widget lives: leaving a chat
 * and coming back finds them, and an answer that arrives after leaving is still kept. (The
 * history pages are read once, so these are never in them.)
 */
export class ConversationStore {
  private readonly sessions = new Map<number, ChatSession>();
  private readonly listeners = new Set<() => void>();
  private nextKey = 0;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  session(chatId: number): ChatSession {
    return this.sessions.get(chatId) ?? NEW_SESSION;
  }

  /** A key no other entry of this page has. */
  newKey(): string {
    this.nextKey += 1;
    return `s${this.nextKey}`;
  }

  update(chatId: number, change: (session: ChatSession) => ChatSession): void {
    this.sessions.set(chatId, change(this.session(chatId)));
    for (const listener of this.listeners) listener();
  }
}
