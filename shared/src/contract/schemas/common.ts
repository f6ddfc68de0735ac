import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { LANGUAGES, LIMITS, MAX_ID, MAX_TIMESTAMP, TICKET_STATUS, TICKET_TYPE } from '../limits';
import { ADDRESS_ID } from '../rules/address-id';

/** Database ids (`_id`) are positive integers within the database's integer range. */
export const idSchema = z
  .int({ error: 'Ids are whole numbers.' })
  .positive({ error: 'Ids are positive numbers.' })
  .max(MAX_ID, { error: `Ids are at most ${MAX_ID}.` });

/** Ids written as text (path parameters), read by the rule of `idFromAddress`. */
export const idParamSchema = z
  .string({ error: 'The id in the address must be a number.' })
  .regex(ADDRESS_ID, { error: 'The id in the address is written in plain digits, like 16.' })
  .transform(Number)
  .pipe(idSchema);

/** Milliseconds since the Unix epoch, up to the end of the year 9999. */
export const timestampSchema = z
  .int({ error: 'Times are whole milliseconds.' })
  .nonnegative({ error: 'Times cannot be negative.' })
  .max(MAX_TIMESTAMP, { error: 'Times end with the year 9999.' });

/** A time in a query string (text): milliseconds since 1970. */
export const queryTimestampSchema = z.coerce
  .number({ error: 'Dates are milliseconds since 1970.' })
  .pipe(timestampSchema);

/** Stable ids of groups, categories, rules and roles, e.g. `ingame-reports`. */
export const keySchema = z
  .string({ error: 'Keys are text.' })
  .min(1, { error: 'A key cannot be empty.' })
  .max(LIMITS.keyLength, { error: `Keys have at most ${LIMITS.keyLength} characters.` })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, {
    error: 'Keys contain only letters, digits, dots, dashes and underscores.',
  });

/** Pseudonymous, stable account id shown to viewers instead of the account id. */
export const visualIdSchema = z.string().min(1).max(64);

export const languageSchema = z.enum(LANGUAGES);

export const localizedTextSchema = z.object({ es: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const ticketTypeSchema = z.literal([TICKET_TYPE.support, TICKET_TYPE.report], {
  error: 'The ticket type is 0 (support) or 1 (report).',
});
export const ticketStatusSchema = z.literal([TICKET_STATUS.opened, TICKET_STATUS.closed], {
  error: 'The ticket status is 0 (opened) or 1 (closed).',
});

/** Opaque keyset cursor; `null` asks for the first page. */
export const cursorSchema = z
  .string()
  .max(LIMITS.cursorLength, { error: 'The cursor is not valid.' })
  .nullable();

/** Half of a UTF-16 surrogate pair on its own (a whole pair is one code point, an emoji say). */
const LONE_SURROGATE = /\p{Surrogate}/u;
const LONE_SURROGATES = /\p{Surrogate}/gu;
/** The first half of a surrogate pair, last in a text: a cut that split a character. */
const SPLIT_PAIR_END = /[\uD800-\uDBFF]$/;

/** JSON carries NUL and lone surrogates; PostgreSQL stores neither in text. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * Text from outside the portal's users (a model's reply) made storable: NUL and lone surrogate
 * halves dropped, cut to at most `maxLength` UTF-16 units without splitting a character.
 */
export function storableTextOf(value: string, maxLength: number): string {
  const clean = value.replaceAll('\u0000', '').replace(LONE_SURROGATES, '');
  const cut = clean.slice(0, maxLength);
  return SPLIT_PAIR_END.test(cut) ? cut.slice(0, -1) : cut;
}

/** What a text that fails `isStorableText` is told (for `.refine(isStorableText, …)`). */
export function unstorableTextIssue(what: string) {
  return {
    error: `${what} contains a character that cannot be stored (NUL or half of a surrogate pair).`,
    params: { code: ERROR_CODES.invalidText },
  };
}

/** Any text the database can store: the base of every free-text field of every call. */
export function storableText(what: string) {
  return z
    .string({ error: `${what} must be text.` })
    .refine(isStorableText, unstorableTextIssue(what));
}

/** Free text of at most `maxLength` characters (possibly empty). */
export function limitedText(maxLength: number, what: string) {
  return storableText(what).max(maxLength, {
    error: `${what} has at most ${maxLength} characters.`,
  });
}

/** Text that must contain something other than spaces. */
export function nonBlankText(maxLength: number, what: string) {
  return limitedText(maxLength, what).refine((value) => value.trim().length > 0, {
    error: `${what} cannot be empty.`,
  });
}

export const okResponseSchema = z.object({ ok: z.literal(true) });

/**
 * A downloaded file's bytes (CSV, JSON or Markdown), typed by the server's Content-Type; the
 * client saves it, never parses it, and never holds it as one string.
 */
export const fileResponseSchema = z.instanceof(Blob);

/** An image's bytes, as the browser reads them; it shows them through an object URL. */
export const imageResponseSchema = z.instanceof(Blob);
