import { defineCalls } from '../define-call';
import type { aiSchemas } from '../schemas/calls/ai';

export const aiCalls = defineCalls<typeof aiSchemas>()({
  /** Suggested replies to the given comment of the ticket (SPEC path `/ai/`). */
  aiSuggestions: { method: 'POST', path: '/ai' },
  /** Posts the suggestion unchanged as a comment (aiGenerated). */
  aiAccept: { method: 'POST', path: '/ai/accept', idempotent: 'replay' },
  /** Records that staff opened the suggestion for editing. */
  aiAcceptEdit: { method: 'POST', path: '/ai/accept-edit' },
  aiComment: { method: 'POST', path: '/ai/comment', idempotent: 'replay' },
  /** Staff above POWER.staff rate an AI-generated comment. */
  aiRate: { method: 'POST', path: '/ai/rate' },
  /** Acceptance and helpful rates per staff member and per source (supervisors). */
  aiUsage: { method: 'GET', path: '/ai/usage' },
});
