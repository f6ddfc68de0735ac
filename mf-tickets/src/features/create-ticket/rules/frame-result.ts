import { eventFrameResultSchema } from '@portal/shared/contract/schemas';
import type { FrameResult } from '../../../event-frame/protocol';
import type { EventChoice } from './ticket-draft';

/** A frame message is trusted only from the frame's own origin and in the agreed shape. */
export function readFrameResult(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  frameOrigin: string,
): FrameResult | null {
  if (event.origin !== frameOrigin) return null;
  const parsed = eventFrameResultSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** A date keeps the place chosen before, and a place keeps the date. */
export function withFrameResult(choice: EventChoice | undefined, result: FrameResult): EventChoice {
  if (result.type === 'Calendar') {
    return { ...choice, start: result.start, timestamp: result.timestamp };
  }
  return { ...choice, location: result.location };
}
