import type { ConfigEntry } from '@portal/shared/contract';
import type { ConfigEntryRecord } from '../repositories/config-entries-repository';

export function presentConfigEntry(entry: ConfigEntryRecord): ConfigEntry {
  return {
    key: entry.key,
    value: entry.value,
    description: entry.description,
    updatedAt: entry.updatedAt.getTime(),
    updatedBy: entry.updatedByName,
  };
}
