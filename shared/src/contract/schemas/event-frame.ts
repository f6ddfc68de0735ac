import { z } from 'zod';
import { LIMITS } from '../limits';
import { nonBlankText, timestampSchema } from './common';

/**
 * What the calendar and map frame (SPEC §4 public events) posts back to the create form:
 * `Calendar` with the chosen start and its timestamp, or `Map` with a location.
 */
export const eventFrameResultSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('Calendar'),
    start: nonBlankText(LIMITS.titleLength, 'The event start'),
    timestamp: timestampSchema,
  }),
  z.object({
    type: z.literal('Map'),
    location: nonBlankText(LIMITS.titleLength, 'The event place'),
  }),
]);

export type EventFrameResult = z.infer<typeof eventFrameResultSchema>;
