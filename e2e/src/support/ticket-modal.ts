import type { Locator } from 'playwright-core';

/**
 * The thread of a ticket modal. A sent comment is looked for here, not in the whole modal: the
 * live channel can show it before the send resolves and the input is cleared, and until then the
 * textarea holds the same text.
 */
export function conversationOf(modal: Locator): Locator {
  return modal.getByRole('region', { name: 'Conversación' });
}
