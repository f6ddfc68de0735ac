import { type CannedAnswerValues, replyCreatorName } from '@portal/shared/contract';
import type { TicketRecord } from '../../domain/ticket-record';
import type { Viewer } from '../../identity/viewer';
import { presentPublicAccount } from '../../presenters/account-presenter';
import { findAccountById } from '../../repositories/accounts/accounts-repository';
import { ticketCategory } from '../community/community-catalog';
import type { ServiceDeps } from '../service-deps';
import { viewerPeopleView } from '../tickets/ticket-access';

/**
 * A ticket's canned-answer placeholders for what the viewer may send on it (suggestions, the
 * assistant's answers): the creator as a reply of the viewer addresses them (`replyCreatorName`:
 * the name the viewer sees on a support ticket, no name on a report). Canned answers are written
 * in Spanish: group and category take their Spanish names.
 */
export async function placeholdersFor(
  deps: Pick<ServiceDeps, 'db' | 'catalog' | 'pseudonyms'>,
  viewer: Viewer,
  record: TicketRecord,
): Promise<CannedAnswerValues> {
  const category = await ticketCategory(deps.catalog, record.row);
  const creator = await findAccountById(deps.db, record.row.created_by);
  if (!creator) throw new Error(`Ticket ${record.row.id} has no creator`);
  const shown = presentPublicAccount(creator, viewerPeopleView(viewer, record), deps.pseudonyms);
  return {
    creator: replyCreatorName(record.row.type, shown),
    group: record.group.name.es,
    category: category?.title.es ?? record.row.category_key,
  };
}
