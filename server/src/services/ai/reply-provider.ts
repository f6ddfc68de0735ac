import {
  type CannedAnswerValues,
  CREATOR_PLACEHOLDER,
  fillCreator,
  type SuggestionSource,
} from '@portal/shared/contract';
import type { CommentRow } from '../../db/database';
import type { TicketRecord } from '../../domain/ticket-record';
import type { ServiceDeps } from '../service-deps';
import { replyMessages } from './model-prompt';
import { readModelSettings } from './model-settings';
import { retrieveAnswers } from './retrieval';
import { type AllowedContext, buildTicketContext, type TicketContext } from './ticket-context';

/** Suggestions offered for one comment: the model's (when configured) and the retrieved ones. */
export const RETRIEVED_SUGGESTIONS = 4;

export interface ReplySuggestion {
  text: string;
  source: SuggestionSource;
}

export interface ReplyRequest {
  record: TicketRecord;
  /** The comment staff are answering. */
  comment: CommentRow;
  /** This ticket's creator, group and category as the viewer sees them. */
  placeholders: CannedAnswerValues;
}

/** Suggested replies to a comment of a ticket (ARCHITECTURE §5 "AI"). */
export interface ReplyProvider {
  suggest(request: ReplyRequest): Promise<ReplySuggestion[]>;
}

/** Words that describe what is asked: the ticket's own fields, its rules and the comment. */
function searchText(context: TicketContext, comment: CommentRow): string {
  const { ticket } = context;
  const answered = comment.staff_only || comment.action !== '' ? '' : comment.message;
  return [
    ticket.title,
    ticket.description ?? '',
    ...Object.values(ticket.fields),
    ...ticket.brokenRules,
    answered,
  ].join('\n');
}

/**
 * Retrieval always (offline); with a model configured, first one reply the model writes from the
 * base prompt, the ticket's allowlisted context and the retrieved answers. A failed model call is
 * logged by the model and leaves the retrieved suggestions (SPEC §8: failed AI calls are only
 * logged). Texts carry `{creator}` until the end, so the model never reads the player's name.
 */
export function replyProviderFor(
  deps: Pick<ServiceDeps, 'db' | 'catalog' | 'chatModel' | 'pseudonyms'>,
) {
  const provider: ReplyProvider = {
    async suggest({ record, comment, placeholders }) {
      const allowed = await buildTicketContext(deps, record);
      const retrieved = await retrieveAnswers(
        deps,
        {
          text: searchText(allowed.context, comment),
          groupKey: record.row.group_key,
          categoryKey: record.row.category_key,
          excludeTicketId: record.row.id,
          placeholders: { ...placeholders, creator: CREATOR_PLACEHOLDER },
        },
        RETRIEVED_SUGGESTIONS,
      );
      const suggestions: ReplySuggestion[] = retrieved.map(({ text, source }) => ({
        text,
        source,
      }));
      const written = await modelReply(
        deps,
        allowed,
        retrieved.map((answer) => answer.text),
      );
      if (written) suggestions.unshift(written);
      return suggestions.map((suggestion) => ({
        ...suggestion,
        text: fillCreator(suggestion.text, placeholders.creator),
      }));
    },
  };
  return provider;
}

async function modelReply(
  deps: Pick<ServiceDeps, 'db' | 'chatModel'>,
  allowed: AllowedContext,
  references: readonly string[],
): Promise<ReplySuggestion | undefined> {
  if (!deps.chatModel) return undefined;
  const settings = await readModelSettings(deps.db);
  try {
    const text = await deps.chatModel.complete(
      replyMessages(settings.basePrompt, allowed.context, references.map(allowed.redact)),
      settings.model,
    );
    return { text: text.trim(), source: { kind: 'model', model: settings.model } };
  } catch {
    return undefined;
  }
}
