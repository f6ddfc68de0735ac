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

const SPOT_TEXT = /^(?:(.*\S)\s+\()?(\d+(?:\.\d+)?)%, (\d+(?:\.\d+)?)%\)?$/;

/**
 * The place a stored location names, read back: `mapLocation`'s text gives the name and the spot;
 * any other text (typed through the API) is a name without a spot.
 */
export function placeOf(location: string): { name: string; spot: { x: number; y: number } | null } {
  const text = location.trim();
  const match = SPOT_TEXT.exec(text);
  const hasParentheses = match?.[1] !== undefined;
  if (!match || hasParentheses !== text.endsWith(')')) return { name: text, spot: null };
  const x = Number(match[2]);
  const y = Number(match[3]);
  if (x > 100 || y > 100) return { name: text, spot: null };
  return { name: match[1] ?? '', spot: { x, y } };
}
