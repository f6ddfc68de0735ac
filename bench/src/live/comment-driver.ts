/** One comment the driver posted: its id, on which watched ticket, sent and acknowledged when. */
export interface SentComment {
  commentId: number;
  ticket: number;
  sentAt: number;
  ackAt: number;
}

export interface DriveResult {
  sent: SentComment[];
  failures: string[];
}

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/**
 * Posts comments at a steady rate for `seconds`, round robin over the watched tickets, whether or
 * not earlier ones were answered (open loop: a slow answer does not slow the rate). `post` sends
 * one and gives the new comment's id once the answer arrived.
 */
export async function driveComments(options: {
  rate: number;
  seconds: number;
  tickets: number;
  post: (ticket: number, sequence: number) => Promise<number>;
}): Promise<DriveResult> {
  const sent: SentComment[] = [];
  const failures: string[] = [];
  const inFlight: Promise<void>[] = [];
  const total = Math.round(options.rate * options.seconds);
  const started = performance.now();
  for (let sequence = 0; sequence < total; sequence += 1) {
    await sleepUntil(started + (sequence * 1000) / options.rate);
    const ticket = sequence % options.tickets;
    const sentAt = performance.now();
    inFlight.push(
      options.post(ticket, sequence).then(
        (commentId) => {
          sent.push({ commentId, ticket, sentAt, ackAt: performance.now() });
        },
        (error: unknown) => {
          failures.push(error instanceof Error ? error.message : String(error));
        },
      ),
    );
  }
  await Promise.all(inFlight);
  return { sent, failures };
}
