import {
  CONFIG_KEY_DEFINITIONS,
  type ConfigEntry,
  isKnownConfigKey,
  type KnownConfigKey,
} from '@portal/shared/contract';
import type { ConfigEntryRecord } from '../repositories/config-entries-repository';

function knownKeyFacts(key: string): Pick<ConfigEntry, 'type' | 'defaultValue'> {
  if (!isKnownConfigKey(key)) return { type: 'text', defaultValue: null };
  const { type, defaultValue } = CONFIG_KEY_DEFINITIONS[key];
  return { type, defaultValue };
}

export function presentConfigEntry(entry: ConfigEntryRecord): ConfigEntry {
  return {
    key: entry.key,
    value: entry.value,
    description: entry.description,
    updatedAt: entry.updatedAt.getTime(),
    updatedBy: entry.updatedByName,
    ...knownKeyFacts(entry.key),
    isSet: true,
  };
}

/** A key the portal reads that nobody has set: listed with the default the portal uses. */
export function presentUnsetConfigKey(key: KnownConfigKey): ConfigEntry {
  return {
    key,
    value: CONFIG_KEY_DEFINITIONS[key].defaultValue,
    description: '',
    updatedAt: null,
    updatedBy: '',
    ...knownKeyFacts(key),
    isSet: false,
  };
}
