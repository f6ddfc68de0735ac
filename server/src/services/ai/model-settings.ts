import { CONFIG_KEY_DEFINITIONS, CONFIG_KEYS } from '@portal/shared/contract';
import type { Executor } from '../../repositories/executor';
import { readConfigValue } from '../config/config-values';

/** The model asked when `assistant.defaultModel` is not set: a small, fast general model. */
export const FALLBACK_MODEL =
  CONFIG_KEY_DEFINITIONS[CONFIG_KEYS.assistantDefaultModel].defaultValue;

export interface ModelSettings {
  model: string;
  basePrompt: string;
}

/**
 * Read on every request (two primary-key reads), so a change in the Config section applies at
 * once on every instance, like the other keys the portal reads; unset, each key's default.
 */
export async function readModelSettings(db: Executor): Promise<ModelSettings> {
  const [model, basePrompt] = await Promise.all([
    readConfigValue(db, CONFIG_KEYS.assistantDefaultModel),
    readConfigValue(db, CONFIG_KEYS.aiBasePrompt),
  ]);
  return { model, basePrompt: basePrompt.trim() };
}
