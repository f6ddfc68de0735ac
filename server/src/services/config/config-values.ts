import { CONFIG_KEY_DEFINITIONS, type KnownConfigKey } from '@portal/shared/contract';
import { findConfigValue } from '../../repositories/config-entries-repository';
import type { Executor } from '../../repositories/executor';

/**
 * The value the portal uses for a key it reads: the stored one, else the key's default from its
 * one definition (`CONFIG_KEY_DEFINITIONS`) while it is unset or holds a value its rule refuses
 * (written before the rule, or by hand). Read on every call (one primary-key read), so a change
 * in the Config section applies at once on every instance.
 */
export async function readConfigValue(db: Executor, key: KnownConfigKey): Promise<string> {
  const { rule, defaultValue } = CONFIG_KEY_DEFINITIONS[key];
  const stored = await findConfigValue(db, key);
  return stored !== undefined && rule.accepts(stored) ? stored : defaultValue;
}
