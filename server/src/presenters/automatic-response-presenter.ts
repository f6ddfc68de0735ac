import type { AutomaticResponse, SuggestionSource } from '@portal/shared/contract';
import type { Pseudonyms } from '../identity/visual-ids';
import type { AiRating, AiResponseRow } from '../repositories/ai/ai-responses-repository';

function sourceOf(row: AiResponseRow): SuggestionSource {
  if (row.source_kind === 'model') return { kind: 'model', model: row.model ?? '' };
  if (row.source_kind === 'ticket' && row.source_ticket_id !== null) {
    return { kind: 'ticket', ticketId: row.source_ticket_id, title: row.source_title ?? '' };
  }
  // A past ticket deleted since: its title still says where the answer came from.
  return { kind: 'canned', title: row.source_title ?? '' };
}

/** A stored suggestion for staff: its text, source and who rated it (by pseudonym). */
export function presentAutomaticResponse(
  row: AiResponseRow,
  ratings: readonly AiRating[],
  pseudonyms: Pseudonyms,
): AutomaticResponse {
  return {
    _id: row.id,
    response: row.response,
    ratings: Object.fromEntries(
      ratings
        .filter((rating) => rating.responseId === row.id)
        .map((rating) => [pseudonyms.ofAccount(rating.accountId), rating.helpful]),
    ),
    source: sourceOf(row),
  };
}
