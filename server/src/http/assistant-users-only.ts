import { canUseAssistant, ERROR_CODES } from '@portal/shared/contract';
import { powerGate } from './power-gate';

/** The assistant's calls refuse anyone it is not for before their body is read. */
export const assistantUsersOnly = powerGate(canUseAssistant, ERROR_CODES.assistantOnly);
