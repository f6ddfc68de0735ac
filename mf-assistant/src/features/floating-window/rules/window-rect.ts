import { ASSISTANT } from '@portal/shared/contract';

/** Where the panel sits: left and top edges and size, in CSS pixels of the viewport. */
export interface WindowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

const { margin, minWidth, minHeight, defaultWidth, defaultHeight } = ASSISTANT;

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/** The most room the panel may take along one side: the window less a margin on each end. */
function room(length: number): number {
  return Math.max(0, length - 2 * margin);
}

/**
 * The rect as the window allows it: at least the minimum size, at most the window less its
 * margins (that wins in a window narrower than the minimum), and wholly inside with the margin.
 */
export function fitRect(rect: WindowRect, viewport: Viewport): WindowRect {
  const width = Math.min(Math.max(rect.width, minWidth), room(viewport.width));
  const height = Math.min(Math.max(rect.height, minHeight), room(viewport.height));
  return {
    width,
    height,
    x: clamp(rect.x, margin, viewport.width - margin - width),
    y: clamp(rect.y, margin, viewport.height - margin - height),
  };
}

/** The default size in the bottom-right corner, where the launcher is. */
export function defaultRect(viewport: Viewport): WindowRect {
  return fitRect(
    {
      width: defaultWidth,
      height: defaultHeight,
      x: viewport.width - margin - defaultWidth,
      y: viewport.height - margin - defaultHeight,
    },
    viewport,
  );
}

/** Moved by a pointer or key delta, still inside the window. */
export function movedRect(start: WindowRect, dx: number, dy: number, viewport: Viewport) {
  return fitRect({ ...start, x: start.x + dx, y: start.y + dy }, viewport);
}

/**
 * Resized from the top-left corner (the one facing the page when the panel sits bottom-right):
 * the right and bottom edges stay put, the size keeps its minimum and the edges their margin.
 */
export function resizedRect(start: WindowRect, dx: number, dy: number, viewport: Viewport) {
  const right = start.x + start.width;
  const bottom = start.y + start.height;
  const width = clamp(start.width - dx, minWidth, right - margin);
  const height = clamp(start.height - dy, minHeight, bottom - margin);
  return fitRect({ x: right - width, y: bottom - height, width, height }, viewport);
}
