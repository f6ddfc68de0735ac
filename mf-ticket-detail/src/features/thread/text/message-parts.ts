import { safeHref } from '../../../links/safe-href';

export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that usually ends a sentence rather than a link. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/**
 * Splits a message into plain text and http(s) links. Nothing else ever becomes a link
 * (`javascript:`, `data:` … stay text), and no part is ever interpreted as markup.
 */
export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHref(raw);
    const start = match.index;
    if (!href || raw.length === 0) continue;
    if (start > last) parts.push({ kind: 'text', text: message.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
}
