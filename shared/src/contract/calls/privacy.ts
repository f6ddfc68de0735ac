import { defineCalls, downloadRoute } from '../define-call';
import type { privacySchemas } from '../schemas/calls/privacy';

export const privacyCalls = defineCalls<typeof privacySchemas>()({
  /**
   * The signed-in person's own data as a JSON file (GDPR access): their account, the tickets and
   * reports they opened or are named in, the comments they wrote and the reviews they left, each
   * as they see it now (SPEC §6), and their sessions.
   */
  exportMyData: downloadRoute({ method: 'GET', path: '/me/export' }),
});
