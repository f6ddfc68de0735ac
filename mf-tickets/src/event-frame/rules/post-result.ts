import type { FrameResult } from '../protocol';

/** Sends a result to the opener; the target origin means no other window can read it. */
export function postResult(
  result: FrameResult,
  openerOrigin: string,
  target: Window = window.parent,
) {
  target.postMessage(result, openerOrigin);
}

/** Map position as the text stored in the ticket: the place name, if any, and the spot in %. */
export function mapLocation(name: string, x: number, y: number): string {
  const spot = `${x.toFixed(1)}%, ${y.toFixed(1)}%`;
  return name.trim() ? `${name.trim()} (${spot})` : spot;
}
