import { joinTexts } from '@portal/shared/runtime/i18n';
import { chatsTexts } from './texts/chats-texts';
import { conversationTexts } from './texts/conversation-texts';
import { windowTexts } from './texts/window-texts';

// Flat keys (no dots) so they resolve whatever key separator the shared i18next instance uses.
export const ASSISTANT_NAMESPACE = 'assistant';

const es = joinTexts(windowTexts.es, chatsTexts.es, conversationTexts.es);
const en: Record<AssistantTranslationKey, string> = joinTexts(
  windowTexts.en,
  chatsTexts.en,
  conversationTexts.en,
);

export type AssistantTranslationKey = keyof typeof es;

export const assistantTranslations = { es, en };
