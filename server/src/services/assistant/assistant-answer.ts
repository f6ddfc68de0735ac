import {
  type AssistantMessage,
  type CannedAnswerValues,
  CREATOR_PLACEHOLDER,
  fillCreator,
  type Language,
} from '@portal/shared/contract';
import type { TicketRecord } from '../../domain/ticket-record';
import { readModelSettings } from '../ai/model-settings';
import { type RetrievalQuery, retrieveAnswers } from '../ai/retrieval';
import { buildTicketContext } from '../ai/ticket-context';
import { ticketCategory } from '../community/community-catalog';
import type { ServiceDeps } from '../service-deps';
import { assistantPrompt } from './assistant-prompt';
import { offlineAnswer } from './offline-answer';

/** How many retrieved answers the assistant looks at. */
const RETRIEVED_ANSWERS = 5;

export interface AssistantQuestion {
  message: string;
  /** The chat's last turns, oldest first (at most ASSISTANT.historySent). */
  history: readonly AssistantMessage[];
  ticket: TicketRecord | null;
  /** The ticket's creator, group and category as the viewer sees them (null without a ticket). */
  placeholders: CannedAnswerValues | null;
  lang: Language;
  modelName: string | undefined;
}

export interface AssistantAnswer {
  text: string;
  /** The model that wrote it; null when it was written from the retrieval alone. */
  model: string | null;
}

/** Texts keep `{creator}` until the answer is written, so no model reads the player's name. */
function retrievalQuery(question: AssistantQuestion): RetrievalQuery {
  const { ticket, placeholders } = question;
  return {
    text: [ticket?.row.title ?? '', ticket?.row.description ?? '', question.message].join('\n'),
    groupKey: ticket?.row.group_key ?? null,
    categoryKey: ticket?.row.category_key ?? null,
    excludeTicketId: ticket?.row.id ?? null,
    placeholders: placeholders && { ...placeholders, creator: CREATOR_PLACEHOLDER },
  };
}

function withCreator(text: string, placeholders: CannedAnswerValues | null): string {
  return placeholders ? fillCreator(text, placeholders.creator) : text;
}

/**
 * The model's answer, given the ticket as the AI allowlist builds it. The names of the ticket's
 * people are replaced by their part in the staff member's own words too, so none reaches the model.
 */
async function modelAnswer(
  deps: ServiceDeps,
  question: AssistantQuestion,
  retrieved: Awaited<ReturnType<typeof retrieveAnswers>>,
): Promise<AssistantAnswer> {
  if (!deps.chatModel) throw new Error('No model is configured');
  const settings = await readModelSettings(deps.db);
  const allowed = question.ticket ? await buildTicketContext(deps, question.ticket) : null;
  const redact = allowed?.redact ?? ((text: string) => text);
  const model = question.modelName ?? settings.model;
  const messages = assistantPrompt({
    basePrompt: settings.basePrompt,
    lang: question.lang,
    ticket: allowed?.context ?? null,
    referenceAnswers: retrieved.map((answer) => redact(answer.text)),
    history: question.history.map((turn) => ({ ...turn, text: redact(turn.text) })),
    message: redact(question.message),
  });
  const text = await deps.chatModel.complete(messages, model);
  return { text: withCreator(text, question.placeholders), model };
}

/**
 * One assistant turn: the configured model, given the ticket's allowed data and the retrieved
 * answers; without a model, or when it fails (the model logs why), the retrieval's own answer.
 */
export async function answerAssistant(
  deps: ServiceDeps,
  question: AssistantQuestion,
): Promise<AssistantAnswer> {
  const [retrieved, category] = await Promise.all([
    retrieveAnswers(deps, retrievalQuery(question), RETRIEVED_ANSWERS),
    question.ticket ? ticketCategory(deps.catalog, question.ticket.row) : undefined,
  ]);
  const offline = (intro: 'offlineIntro' | 'modelFailedIntro') => ({
    text: withCreator(
      offlineAnswer({ intro, answers: retrieved, category, lang: question.lang }),
      question.placeholders,
    ),
    model: null,
  });
  if (!deps.chatModel) return offline('offlineIntro');
  try {
    return await modelAnswer(deps, question, retrieved);
  } catch {
    return offline('modelFailedIntro');
  }
}
