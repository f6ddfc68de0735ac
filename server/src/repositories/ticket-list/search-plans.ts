import { LRUCache } from 'lru-cache';
import type { TicketSearch } from './ticket-search-sql';
import type { ListScope } from './ticket-visibility-sql';

/**
 * How a search over whole groups reads its list: `walk` tests the text on each row while walking
 * the sort index (the text is common there), `probe` asks the GIN indexes for its matches first
 * (it is rare in the sample of the list, and may be rare everywhere).
 */
export type SearchPlan = 'walk' | 'probe';

/** How long an instance keeps what it found out about a text: its density changes slowly. */
const PLAN_TTL_MS = 60_000;

/**
 * The plan each recent search text got, per list scope. Finding it out costs more than the page
 * itself (the sample of a text rare in it: 300 rows and their threads tested, 5–13 ms), and the
 * same search comes back at once: its next pages, and the list's refetch on every live change while
 * it is on screen. Only the plan is kept, never a match: either plan answers the same rows, so a
 * plan that went stale costs time, never a wrong page; a `probe` that finds the text common again
 * turns it into a `walk`.
 */
const plans = new LRUCache<string, SearchPlan>({ max: 1_000, ttl: PLAN_TTL_MS });

const keyOf = (search: TicketSearch, scope: ListScope) =>
  JSON.stringify([search.text.trim(), search.includeStaffOnly, scope.type, scope.status]);

export function rememberedSearchPlan(
  search: TicketSearch,
  scope: ListScope,
): SearchPlan | undefined {
  return plans.get(keyOf(search, scope));
}

export function rememberSearchPlan(search: TicketSearch, scope: ListScope, plan: SearchPlan): void {
  plans.set(keyOf(search, scope), plan);
}
