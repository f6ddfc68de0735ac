import type { Kysely } from 'kysely';
import type { Database, TicketRow } from '../../db/database';
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

/** A ticket's category with its rules (undefined when the community removed it since). */
export async function ticketCategory(
  catalog: CommunityCatalog,
  ticket: Pick<TicketRow, 'group_key' | 'category_key'>,
): Promise<CategoryWithRules | undefined> {
  const categories = await catalog.categories();
  return categories.find(
    (item) => item.group_key === ticket.group_key && item.key === ticket.category_key,
  );
}
