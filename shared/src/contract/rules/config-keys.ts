import { z } from 'zod';
import { errorTextIn } from '../error-texts';
import { ERROR_CODES, type ErrorCode } from '../errors';
import { CONFIG_KEYS } from '../limits';

export type KnownConfigKey = (typeof CONFIG_KEYS)[keyof typeof CONFIG_KEYS];

/** Keys the product depends on; they can be edited but never deleted (SPEC §5 "Config"). */
const PROTECTED_CONFIG_KEYS: readonly string[] = [CONFIG_KEYS.aiBasePrompt];

export function isDeletableConfigKey(key: string): boolean {
  return !PROTECTED_CONFIG_KEYS.includes(key);
}

/** An image the browser loads from the portal's own origin (`/…`) or over https. */
export function isImageAddress(value: string): boolean {
  if (/\s|\\/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

function valueRule(code: ErrorCode, accepts: (value: string) => boolean) {
  return z.string().refine(accepts, { error: errorTextIn('en', code), params: { code } });
}

/**
 * The value of each key the portal itself reads, checked on save (SPEC §5 "Config"); any other
 * key's value is free text.
 */
export const CONFIG_VALUE_SCHEMAS: Record<KnownConfigKey, z.ZodType<string>> = {
  [CONFIG_KEYS.aiBasePrompt]: valueRule(ERROR_CODES.configBlankPrompt, (v) => v.trim() !== ''),
  [CONFIG_KEYS.assistantDefaultModel]: valueRule(ERROR_CODES.configInvalidModel, (v) =>
    /^\S+$/.test(v),
  ),
  [CONFIG_KEYS.serverImage]: valueRule(ERROR_CODES.configInvalidImage, isImageAddress),
  [CONFIG_KEYS.mapImage]: valueRule(ERROR_CODES.configInvalidImage, isImageAddress),
};

export function isKnownConfigKey(key: string): key is KnownConfigKey {
  return Object.hasOwn(CONFIG_VALUE_SCHEMAS, key);
}
