import { MAX_ID } from '../limits';

/**
 * An id written in an address: plain decimal digits without a leading zero, so `0x10`, `1e1`,
 * `+16`, `016` or ` 16` name no ticket rather than ticket 16.
 */
export const ADDRESS_ID = /^[1-9][0-9]*$/;

/**
 * The id an address names, read as the server reads a path's id (`idParamSchema`, built on the
 * same rule); null when it names none. Plain checks: the shell reads it on the first page.
 */
export function idFromAddress(text: unknown): number | null {
  if (typeof text !== 'string' || !ADDRESS_ID.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
