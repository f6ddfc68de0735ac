import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef } from 'react';

interface GestureHandlers {
  /** The distance from where the pointer went down, on every move. */
  onMove: (dx: number, dy: number) => void;
  onEnd: () => void;
}

/**
 * A drag with the primary pointer (mouse, pen or finger). The moves are followed on the window,
 * so a fast pointer that leaves the element keeps dragging. Returns the pointer-down handler.
 */
export function usePointerGesture(handlers: GestureHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  return useCallback((event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    // No text selection or scrolling while dragging.
    event.preventDefault();
    stop.current?.();
    const startX = event.clientX;
    const startY = event.clientY;
    const move = (moved: PointerEvent) =>
      latest.current.onMove(moved.clientX - startX, moved.clientY - startY);
    const end = () => {
      stop.current?.();
      latest.current.onEnd();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    stop.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      stop.current = null;
    };
  }, []);
}
