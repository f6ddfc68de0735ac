import { type CannedAnswerValues, namesCreatorByHashId } from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import { presentPublicAccount } from '../../presenters/account-presenter';
import type { PeopleView } from '../../presenters/people-view';
import { findAccountById } from '../../repositories/accounts-repository';
import { ticketCategory } from '../community/community-catalog';
import type { ServiceDeps } from '../service-deps';
import { viewerPeopleView } from '../tickets/ticket-access';
import type { TicketRecord } from '../tickets/ticket-record';

/**
 * The view the creator's name is taken from. A suggestion is sent as a comment that everyone on
 * the ticket reads: on a report, the name a player sees (the pseudonym, `namesCreatorByHashId`);
 * on a support ticket only the creator and staff read it: the name the viewer sees.
 */
function creatorView(viewer: Viewer, record: TicketRecord): PeopleView {
  const view = viewerPeopleView(viewer, record);
  return namesCreatorByHashId(record.row.type) ? { ...view, disclosure: 'playerView' } : view;
}

/**
 * A ticket's canned-answer placeholders for what the viewer may send on it (suggestions, the
 * assistant's answers). Canned answers are written in Spanish: group and category take their
 * Spanish names.
 */
export async function placeholdersFor(
  deps: Pick<ServiceDeps, 'db' | 'catalog' | 'pseudonyms'>,
  viewer: Viewer,
  record: TicketRecord,
): Promise<CannedAnswerValues> {
  const category = await ticketCategory(deps.catalog, record.row);
  const creator = await findAccountById(deps.db, record.row.created_by);
  if (!creator) throw new Error(`Ticket ${record.row.id} has no creator`);
  const shown = presentPublicAccount(creator, creatorView(viewer, record), deps.pseudonyms);
  return {
    creator: shown.name ?? shown.visualId,
    group: record.group.name.es,
    category: category?.title.es ?? record.row.category_key,
  };
}
