import { percentile } from '../list/timing';
import type { SentComment } from './comment-driver';
import type { Receipt } from './socket-crowd';

export interface DeliverySummary {
  comments: number;
  expected: number;
  /** Receipts of the posted comments, at most one per socket and comment. */
  delivered: number;
  /** The same comment received twice by one socket, or by a socket outside its audience. */
  extra: number;
  /** ms from the comment's API answer to each receipt (negative: the event came first). */
  fromAck: number[];
  /** ms from sending the comment to each receipt. */
  fromSend: number[];
  /** ms from sending each comment to its API answer. */
  answers: number[];
}

/** Matches every receipt with the comment it announces; receipts of other comments are left out. */
export function summarizeDeliveries(
  sent: readonly SentComment[],
  receipts: readonly Receipt[],
  audience: (ticket: number) => ReadonlySet<number>,
): DeliverySummary {
  const byId = new Map(sent.map((comment) => [comment.commentId, comment]));
  const seen = new Set<string>();
  const summary: DeliverySummary = {
    comments: sent.length,
    expected: sent.reduce((sum, comment) => sum + audience(comment.ticket).size, 0),
    delivered: 0,
    extra: 0,
    fromAck: [],
    fromSend: [],
    answers: sent.map((comment) => comment.ackAt - comment.sentAt),
  };
  for (const receipt of receipts) {
    const comment = byId.get(receipt.commentId);
    if (!comment) continue;
    const key = `${receipt.commentId}:${receipt.socket}`;
    if (seen.has(key) || !audience(comment.ticket).has(receipt.socket)) {
      summary.extra += 1;
      continue;
    }
    seen.add(key);
    summary.delivered += 1;
    summary.fromAck.push(receipt.at - comment.ackAt);
    summary.fromSend.push(receipt.at - comment.sentAt);
  }
  return summary;
}

/** p50/p99/max in ms, one decimal. */
export function latencyFigures(values: readonly number[]): {
  p50: number;
  p99: number;
  max: number;
} {
  return {
    p50: percentile(values, 0.5),
    p99: percentile(values, 0.99),
    max: values.reduce((max, value) => Math.max(max, value), Number.NEGATIVE_INFINITY),
  };
}
