import { type ConfigEntry, KNOWN_CONFIG_KEYS, type SaveConfigBody } from '@portal/shared/contract';
import { notFound } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { presentConfigEntry, presentUnsetConfigKey } from '../../presenters/config-entry-presenter';
import {
  deleteConfigEntry,
  findConfigEntry,
  listConfigEntries,
  upsertConfigEntry,
} from '../../repositories/config-entries-repository';
import { changedFields, recordAudit } from '../audit/audit-trail';
import { changeWithLiveEvents } from '../live-events';
import type { ServiceDeps } from '../service-deps';

// Every call here is behind the config router's `adminsOnly` (power ≥ 100). The contract has
// already checked the values of the keys the portal reads and refused deleting the base AI prompt.

/**
 * Every stored entry, and every key the portal reads that nobody has set with the default it uses,
 * so an administrator sees from the first start what can be configured. By key.
 */
export async function listConfig(deps: ServiceDeps): Promise<ConfigEntry[]> {
  const stored = (await listConfigEntries(deps.db)).map(presentConfigEntry);
  const unset = KNOWN_CONFIG_KEYS.filter((key) => !stored.some((entry) => entry.key === key));
  return [...stored, ...unset.map(presentUnsetConfigKey)].sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );
}

/** Creates or replaces an entry; the portal's readers see it from their next read, any instance. */
export function saveConfig(
  deps: ServiceDeps,
  viewer: Viewer,
  body: SaveConfigBody,
): Promise<ConfigEntry> {
  return changeWithLiveEvents(deps, async (trx, live) => {
    const before = await findConfigEntry(trx, body.key);
    await upsertConfigEntry(trx, { ...body, updatedBy: viewer.id });
    live.configChanged(body.key);
    const saved = await findConfigEntry(trx, body.key);
    if (!saved) throw notFound('configEntry');
    await recordAudit(trx, viewer, {
      action: 'config.saved',
      target: { kind: 'config', id: body.key },
      changes: changedFields(before, saved, ['value', 'description']),
    });
    return presentConfigEntry(saved);
  });
}

export function deleteConfig(
  deps: ServiceDeps,
  viewer: Viewer,
  key: string,
): Promise<{ ok: true }> {
  return changeWithLiveEvents(deps, async (trx, live) => {
    const before = await findConfigEntry(trx, key);
    if (!before || !(await deleteConfigEntry(trx, key))) throw notFound('configEntry');
    await recordAudit(trx, viewer, {
      action: 'config.deleted',
      target: { kind: 'config', id: key },
      changes: changedFields(before, undefined, ['value', 'description']),
    });
    live.configChanged(key);
    return { ok: true as const };
  });
}
