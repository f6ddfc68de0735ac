import { z } from 'zod';
import { LIMITS } from '../../limits';
import { idParamSchema, imageResponseSchema } from '../common';

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

/** The schemas of each call in `calls/attachments.ts`, by the same names. */
export const attachmentSchemas = {
  attachmentImage: {
    params: z.strictObject({ ticketId: idParamSchema, index: attachmentIndexParamSchema }),
    response: imageResponseSchema,
  },
};
