import { createHmac } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Pseudonyms shown instead of account ids: stable, unguessable without the server secret, so ids
 * can be neither read off nor enumerated. A name that matches no account (a reported player typed
 * by hand) gets its own pseudonym from a separate namespace.
 */
export interface Pseudonyms {
  ofAccount(accountId: number): string;
  ofName(name: string): string;
  /**
   * A staff member as a player sees them on one ticket: tells two staff members apart on that
   * ticket, but matches nothing on any other ticket, so players cannot tell who is staff.
   */
  ofSupport(ticketId: number, accountId: number): string;
}

/**
 * Pseudonyms kept once derived (an HMAC costs microseconds, a list shows the same few again and
 * again). The least recently used go beyond this: every account, typed name and ticket's support
 * pseudonym a long-running server ever shows would otherwise stay in memory for good.
 */
export const PSEUDONYMS_KEPT = 50_000;

export function createPseudonyms(secret: string, kept = PSEUDONYMS_KEPT): Pseudonyms {
  const cache = new LRUCache<string, string>({ max: kept });
  const derive = (input: string) => {
    let value = cache.get(input);
    if (value === undefined) {
      value = createHmac('sha256', secret).update(input).digest('hex').slice(0, 16);
      cache.set(input, value);
    }
    return value;
  };
  return {
    ofAccount: (accountId) => derive(`account:${accountId}`),
    ofName: (name) => derive(`name:${name.trim().toLowerCase()}`),
    ofSupport: (ticketId, accountId) => derive(`support:${ticketId}:${accountId}`),
  };
}
