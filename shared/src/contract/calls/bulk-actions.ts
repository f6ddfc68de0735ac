import { defineCalls } from '../define-call';
import type { bulkActionSchemas } from '../schemas/calls/bulk-actions';

/**
 * Many tickets at once from the staff list (issue 32.3): each ticket is handled as the single
 * action would handle it (its permission, thread line, live events and audit), and the answer
 * says ticket by ticket what was done and why anything was refused.
 */
export const bulkActionCalls = defineCalls<typeof bulkActionSchemas>()({
  bulkAction: { method: 'POST', path: '/tickets/bulk' },
  bulkAssignees: { method: 'POST', path: '/tickets/bulk/assignees' },
});
