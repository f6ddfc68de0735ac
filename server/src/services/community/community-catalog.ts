import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import {
  type CategoryWithRules,
  type GroupWithAdminRoles,
  listCategories,
  listGroups,
} from '../../repositories/community-repository';

/**
 * How long an instance reuses the groups and categories it read. They change only with the
 * community's configuration, yet every list page needs them (four queries a page otherwise); a
 * change made elsewhere reaches every instance within this time, like a role change does.
 */
export const CATALOG_CACHE_MS = 5_000;

/** The community's groups (with their admin roles) and categories (with their rules). */
export interface CommunityCatalog {
  groups(): Promise<GroupWithAdminRoles[]>;
  categories(): Promise<CategoryWithRules[]>;
}

function reusedFor<T>(cacheMs: number, load: () => Promise<T>): () => Promise<T> {
  let cached: { value: Promise<T>; expiresAt: number } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || cached.expiresAt <= now) {
      const value = load().catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      cached = { value, expiresAt: now + cacheMs };
    }
    return cached.value;
  };
}

export function createCommunityCatalog(
  db: Kysely<Database>,
  cacheMs = CATALOG_CACHE_MS,
): CommunityCatalog {
  return {
    groups: reusedFor(cacheMs, () => listGroups(db)),
    categories: reusedFor(cacheMs, () => listCategories(db)),
  };
}
