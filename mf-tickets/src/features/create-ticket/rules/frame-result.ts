import { LIMITS, timestampSchema } from '@portal/shared/contract';
import { z } from 'zod';
import type { FrameResult } from '../../../event-frame/protocol';
import type { EventChoice } from './ticket-draft';

const frameResultSchema: z.ZodType<FrameResult> = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('Calendar'),
    start: z.string().min(1).max(LIMITS.titleLength),
    timestamp: timestampSchema,
  }),
  z.object({ type: z.literal('Map'), location: z.string().min(1).max(LIMITS.titleLength) }),
]);

/** A frame message is trusted only from the frame's own origin and in the agreed shape. */
export function readFrameResult(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  frameOrigin: string,
): FrameResult | null {
  if (event.origin !== frameOrigin) return null;
  const parsed = frameResultSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** A date keeps the place chosen before, and a place keeps the date. */
export function withFrameResult(choice: EventChoice | undefined, result: FrameResult): EventChoice {
  if (result.type === 'Calendar') {
    return { ...choice, start: result.start, timestamp: result.timestamp };
  }
  return { ...choice, location: result.location };
}
