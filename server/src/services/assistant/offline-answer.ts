import type { Language } from '@portal/shared/contract';
import type { CategoryWithRules } from '../../repositories/community-repository';
import type { RetrievedAnswer } from '../ai/retrieval';
import { type AssistantTextKey, assistantTexts } from './assistant-texts';

/** How many retrieved answers an offline reply quotes. */
export const OFFLINE_ANSWERS_QUOTED = 3;

function quote(t: ReturnType<typeof assistantTexts>, answer: RetrievedAnswer): string | undefined {
  const { source } = answer;
  switch (source.kind) {
    case 'ticket':
      return `${t('fromTicket', { ticketId: source.ticketId, title: source.title })}\n${answer.text}`;
    case 'canned':
      return `${t('fromCanned', { title: source.title })}\n${answer.text}`;
    default:
      // Retrieval offers only what the community wrote; a model's words are never quoted as such.
      return undefined;
  }
}

function rulesBlock(
  t: ReturnType<typeof assistantTexts>,
  category: CategoryWithRules,
  lang: Language,
): string {
  const rules = [...category.rules, ...category.secondaryRules].map(
    (rule) => `- ${rule.pretty_name[lang]}: ${rule.description[lang]}`,
  );
  return [t('categoryRules', { category: category.title[lang] }), ...rules].join('\n');
}

/**
 * The answer written without a model: the best retrieved answers with where each came from, and
 * the rules of the chat's ticket's category; it opens by saying it was written this way.
 */
export function offlineAnswer(input: {
  intro: Extract<AssistantTextKey, 'offlineIntro' | 'modelFailedIntro'>;
  answers: readonly RetrievedAnswer[];
  category: CategoryWithRules | undefined;
  lang: Language;
}): string {
  const t = assistantTexts(input.lang);
  const quoted = input.answers
    .map((answer) => quote(t, answer))
    .filter((text) => text !== undefined)
    .slice(0, OFFLINE_ANSWERS_QUOTED);
  const hasRules =
    input.category !== undefined &&
    input.category.rules.length + input.category.secondaryRules.length > 0;
  const parts = [t(input.intro), ...quoted];
  if (input.category && hasRules) parts.push(rulesBlock(t, input.category, input.lang));
  if (quoted.length === 0 && !hasRules) parts.push(t('nothingFound'));
  return parts.join('\n\n');
}
