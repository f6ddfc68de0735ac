import { defineDownload } from '../define-call';

export const privacyCalls = {
  /**
   * The signed-in person's own data as a JSON file (GDPR access): their account, the tickets and
   * reports they opened or are named in, the comments they wrote and the reviews they left, each
   * as they see it now (SPEC §6), and their sessions.
   */
  exportMyData: defineDownload({ method: 'GET', path: '/me/export' }),
} as const;
