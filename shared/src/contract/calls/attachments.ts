import { defineCalls, imageRoute } from '../define-call';
import type { attachmentSchemas } from '../schemas/calls/attachments';

export const attachmentCalls = defineCalls<typeof attachmentSchemas>()({
  /**
   * An image attachment (SPEC §5: jpg, jpeg, png, gif) of a ticket the viewer sees, fetched by
   * the portal from the address the player typed, so no viewer's browser ever contacts that host.
   */
  attachmentImage: imageRoute({ method: 'GET', path: '/attachments/:ticketId/:index' }),
});
