import { defineCalls } from '../define-call';
import type { accountSchemas } from '../schemas/calls/accounts';

export const accountCalls = defineCalls<typeof accountSchemas>()({
  /** Accounts whose name or username holds the text, live ones first (administrators). */
  searchAccounts: { method: 'GET', path: '/admin/users' },
  /**
   * Erases an account (GDPR): it can no longer sign in; its name, game ids and the text it wrote
   * become a neutral "deleted account"; the tickets and reports it took part in stay for their
   * other parties, resolutions included. Not one's own, nor one of higher power.
   */
  eraseAccount: { method: 'POST', path: '/admin/users/:id/erase' },
});
