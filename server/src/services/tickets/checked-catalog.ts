import { type CreateTicketBody, ticketCatalogIssues } from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import { presentGroup } from '../../presenters/group-presenter';
import {
  type CategoryWithRules,
  findGroup,
  type GroupWithAdminRoles,
  listCategories,
} from '../../repositories/community-repository';
import type { Executor } from '../../repositories/executor';
import type { ClientKind } from './client-kind';

/**
 * The group and category a new ticket names, once the contract's catalog rules of SPEC §5 hold;
 * the first rule broken is the answer (422 with its code), as the form shows each beside its field.
 */
export async function loadCheckedCatalog(
  db: Executor,
  body: CreateTicketBody,
  client: ClientKind,
  now: number,
): Promise<{ group: GroupWithAdminRoles; category: CategoryWithRules }> {
  const group = await findGroup(db, body.group);
  const categories = group ? await listCategories(db, [group.key]) : [];
  const [issue] = ticketCatalogIssues({
    body,
    // The inactivity warning plays no part in the catalog rules.
    group: group && presentGroup(group, categories, false, 0),
    isWebClient: client === 'web',
    now,
  });
  if (issue) throw refuse(issue);
  const category = categories.find((candidate) => candidate.key === body.category);
  if (!group || !category) throw new Error('The catalog rules passed without group or category');
  return { group, category };
}
