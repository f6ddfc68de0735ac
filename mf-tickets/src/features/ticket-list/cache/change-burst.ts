/** Live changes this close together count toward one burst. */
export const BURST_WINDOW_MS = 1_000;
/** More changes than this within the window are a burst (a bulk action of up to 200 tickets). */
export const BURST_SIZE = 10;
/** A burst has ended once no change came for this long. */
export const BURST_SETTLE_MS = 300;

/** Counts live changes; `note` answers whether they now come as a burst. */
export function changeBurst(now: () => number = Date.now) {
  let times: number[] = [];
  return {
    note(): boolean {
      const at = now();
      times = [...times.filter((time) => at - time < BURST_WINDOW_MS), at];
      return times.length > BURST_SIZE;
    },
  };
}
