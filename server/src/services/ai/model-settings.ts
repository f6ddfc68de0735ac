import { CONFIG_KEY_DEFINITIONS, CONFIG_KEYS } from '@portal/shared/contract';
import { findConfigValue } from '../../repositories/config-entries-repository';
import type { Executor } from '../../repositories/executor';

/** The model asked when `assistant.defaultModel` is not set: a small, fast general model. */
export const FALLBACK_MODEL =
  CONFIG_KEY_DEFINITIONS[CONFIG_KEYS.assistantDefaultModel].defaultValue;

/** The base prompt when `ai.basePrompt` is not set (admins edit it in the Config section). */
export const FALLBACK_BASE_PROMPT = CONFIG_KEY_DEFINITIONS[CONFIG_KEYS.aiBasePrompt].defaultValue;

export interface ModelSettings {
  model: string;
  basePrompt: string;
}

/**
 * Read on every request (two primary-key reads), so a change in the Config section applies at
 * once on every instance, like the other keys the portal reads.
 */
export async function readModelSettings(db: Executor): Promise<ModelSettings> {
  const [model, basePrompt] = await Promise.all([
    findConfigValue(db, CONFIG_KEYS.assistantDefaultModel),
    findConfigValue(db, CONFIG_KEYS.aiBasePrompt),
  ]);
  return {
    model: model?.trim() || FALLBACK_MODEL,
    basePrompt: basePrompt?.trim() || FALLBACK_BASE_PROMPT,
  };
}
