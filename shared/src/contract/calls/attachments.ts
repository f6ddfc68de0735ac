import { z } from 'zod';
import { defineImage } from '../define-call';
import { LIMITS } from '../limits';
import { idParamSchema } from '../schemas/common';

/** The position of an attachment in its ticket's list, from 0. */
export const attachmentIndexParamSchema = z.coerce
  .number({ error: 'The attachment number in the address must be a number.' })
  .pipe(
    z
      .int({ error: 'Attachment numbers are whole numbers.' })
      .min(0, { error: 'Attachment numbers start at 0.' })
      .max(LIMITS.attachmentsMax - 1, {
        error: `A ticket has at most ${LIMITS.attachmentsMax} attachments.`,
      }),
  );

export const attachmentCalls = {
  /**
   * An image attachment (SPEC §5: jpg, jpeg, png, gif) of a ticket the viewer sees, fetched by
   * the portal from the address the player typed, so no viewer's browser ever contacts that host.
   */
  attachmentImage: defineImage({
    method: 'GET',
    path: '/attachments/:ticketId/:index',
    params: z.strictObject({ ticketId: idParamSchema, index: attachmentIndexParamSchema }),
  }),
} as const;
