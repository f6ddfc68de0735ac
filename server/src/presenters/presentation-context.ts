import type { Viewer } from '../identity/viewer';
import type { Pseudonyms } from '../identity/visual-ids';
import type { AccountWithRoles } from '../repositories/accounts/accounts-repository';
import type { CategoryWithRules } from '../repositories/community-repository';

/** What presenters read of an account. */
export type PresentedAccount = Pick<AccountWithRoles, 'id' | 'name' | 'power'>;

/** What presenters need to shape a response for one viewer. */
export interface PresentationContext {
  viewer: Viewer;
  pseudonyms: Pseudonyms;
  accounts: ReadonlyMap<number, PresentedAccount>;
}

export interface TicketPresentationContext extends PresentationContext {
  categories: ReadonlyMap<string, CategoryWithRules>;
}

export function categoryMapKey(groupKey: string, categoryKey: string): string {
  return `${groupKey}/${categoryKey}`;
}
