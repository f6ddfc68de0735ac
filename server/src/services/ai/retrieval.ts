import {
  type CannedAnswerValues,
  fillCannedAnswer,
  type SuggestionSource,
} from '@portal/shared/contract';
import {
  findPastStaffAnswers,
  type RetrievalScope,
  scoreTexts,
} from '../../repositories/ai/ai-retrieval-repository';
import type { ServiceDeps } from '../service-deps';
import { withoutPastPeople } from './past-people';
import { queryWords } from './query-words';

export interface RetrievalQuery {
  text: string;
  /** null = every group. */
  groupKey: string | null;
  /** null = every category of the group. */
  categoryKey: string | null;
  excludeTicketId: number | null;
  /** null = no canned answers offered. */
  placeholders: CannedAnswerValues | null;
}

export interface RetrievedAnswer {
  text: string;
  source: SuggestionSource;
  score: number;
}

/**
 * Closed tickets read per search, newest first: the bound on the work whatever the history's
 * size (an index range each, `tickets_closed_category_recent_idx`). An older near-duplicate outside
 * it is not found; recent answers are also the ones that match today's rules.
 */
export const RETRIEVAL_WINDOW = 4_000;
/** Best-matching past tickets whose closing answers are looked up. */
const CANDIDATE_TICKETS = 40;

async function scopeOf(
  deps: Pick<ServiceDeps, 'catalog'>,
  query: RetrievalQuery,
): Promise<RetrievalScope> {
  if (query.groupKey === null) return { kind: 'everyGroup' };
  const groupKey = query.groupKey;
  if (query.categoryKey !== null) {
    return { kind: 'categories', pairs: [{ groupKey, categoryKey: query.categoryKey }] };
  }
  const categories = await deps.catalog.categories();
  return {
    kind: 'categories',
    pairs: categories
      .filter((category) => category.group_key === groupKey)
      .map((category) => ({ groupKey, categoryKey: category.key })),
  };
}

async function pastTicketAnswers(
  deps: Pick<ServiceDeps, 'db' | 'catalog' | 'pseudonyms'>,
  query: RetrievalQuery,
  words: readonly string[],
  limit: number,
): Promise<RetrievedAnswer[]> {
  const rows = await findPastStaffAnswers(deps.db, {
    words,
    scope: await scopeOf(deps, query),
    excludeTicketId: query.excludeTicketId,
    window: RETRIEVAL_WINDOW,
    candidates: Math.max(CANDIDATE_TICKETS, limit),
  });
  const answers: RetrievedAnswer[] = [];
  for (const row of rows) {
    const people = { ...row, creatorVisualId: deps.pseudonyms.ofAccount(row.creatorId) };
    const text = withoutPastPeople(row.answer, people, query.placeholders);
    if (text === null) continue;
    answers.push({
      text,
      source: { kind: 'ticket', ticketId: row.ticketId, title: row.title },
      score: row.score,
    });
    if (answers.length === limit) break;
  }
  return answers;
}

async function cannedAnswers(
  deps: Pick<ServiceDeps, 'db' | 'catalog'>,
  query: RetrievalQuery,
  words: readonly string[],
): Promise<RetrievedAnswer[]> {
  const placeholders = query.placeholders;
  if (placeholders === null || query.groupKey === null) return [];
  const group = (await deps.catalog.groups()).find((item) => item.key === query.groupKey);
  const answers = group?.precanned_answers ?? [];
  const texts = answers.map((answer) => fillCannedAnswer(answer.content, placeholders));
  const scores = await scoreTexts(deps.db, texts, words);
  return answers.map((answer, index) => ({
    text: texts[index] ?? '',
    source: { kind: 'canned', title: answer.title },
    score: scores[index] ?? 0,
  }));
}

/** Texts that differ only in case or spacing are the same suggestion. */
function sameTextKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function bestFirstDistinct(answers: RetrievedAnswer[], limit: number): RetrievedAnswer[] {
  const ranked = answers
    .filter((answer) => answer.text.trim() !== '')
    .sort((a, b) => b.score - a.score);
  const seen = new Set<string>();
  const distinct: RetrievedAnswer[] = [];
  for (const answer of ranked) {
    const key = sameTextKey(answer.text);
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push(answer);
    if (distinct.length === limit) break;
  }
  return distinct;
}

/**
 * The embedded, offline retrieval over the community's own history: the public staff answers
 * that closed the most similar recent tickets of the group and category, and the group's canned
 * answers with their placeholders filled, best match first, each text once.
 */
export async function retrieveAnswers(
  deps: Pick<ServiceDeps, 'db' | 'catalog' | 'pseudonyms'>,
  query: RetrievalQuery,
  limit: number,
): Promise<RetrievedAnswer[]> {
  if (limit <= 0) return [];
  const words = queryWords(query.text);
  // A past answer may repeat a canned one: ask for enough that dropping repeats still fills it.
  const [past, canned] = await Promise.all([
    pastTicketAnswers(deps, query, words, limit * 2),
    cannedAnswers(deps, query, words),
  ]);
  return bestFirstDistinct([...past, ...canned], limit);
}
