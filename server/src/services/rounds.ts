/** A job each instance runs in rounds: on a timer, or when asked (tests). */
export interface Rounds<T> {
  /** One round now, after the one under way. */
  runOnce(): Promise<T>;
  /** Stops the timer and waits for the round under way. */
  stop(): Promise<void>;
  /** Whether `stop` was called (a long round ends early). */
  readonly stopped: boolean;
}

/**
 * Runs `round` every `intervalMs` after the last one ended (0: only on `runOnce`), one at a time;
 * the timer never keeps the process alive. `round` handles its own failures.
 */
export function startRounds<T>(round: () => Promise<T>, intervalMs: number, idle: T): Rounds<T> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> = Promise.resolve(idle);

  function schedule(): void {
    if (stopped || intervalMs === 0) return;
    timer = setTimeout(() => {
      running = running.then(round).finally(schedule);
    }, intervalMs);
    timer.unref();
  }
  schedule();

  return {
    runOnce() {
      running = running.then(round);
      return running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    get stopped() {
      return stopped;
    },
  };
}
