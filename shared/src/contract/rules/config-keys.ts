import { CONFIG_KEYS } from '../limits';

/** Keys the product depends on; they can be edited but never deleted (SPEC §5 "Config"). */
const PROTECTED_CONFIG_KEYS: readonly string[] = [CONFIG_KEYS.aiBasePrompt];

export function isDeletableConfigKey(key: string): boolean {
  return !PROTECTED_CONFIG_KEYS.includes(key);
}

/** The key field is read-only for protected entries. */
export function isConfigKeyEditable(key: string): boolean {
  return isDeletableConfigKey(key);
}
