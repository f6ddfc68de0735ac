import type { PreviousResponseTime, ResponseTimeSummary } from '@portal/shared/contract';

export type Change =
  | { kind: 'none' }
  | { kind: 'same' | 'slower' | 'faster'; percent: number; previousMillis: number };

/** How the average moved against the period of the same length just before (rounded percent). */
export function averageChange(
  current: ResponseTimeSummary,
  previous: PreviousResponseTime | null,
): Change {
  if (!previous || previous.averageMillis === 0) return { kind: 'none' };
  const percent = Math.round(
    ((current.averageMillis - previous.averageMillis) / previous.averageMillis) * 100,
  );
  const kind = percent === 0 ? 'same' : percent > 0 ? 'slower' : 'faster';
  return { kind, percent: Math.abs(percent), previousMillis: previous.averageMillis };
}
