import { ASSISTANT } from '@portal/shared/contract';
import {
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useRef,
  useState,
} from 'react';
import { movedRect, resizedRect, type Viewport, type WindowRect } from '../rules/window-rect';
import { usePointerGesture } from './use-pointer-gesture';

type Change = (start: WindowRect, dx: number, dy: number, viewport: Viewport) => WindowRect;

/** Arrow keys move or resize by the margin's step; with Shift, four steps. */
const KEY_STEP = ASSISTANT.margin;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Moving (header) and resizing (top-left corner) by pointer or arrow keys. While a pointer drags,
 * the panel follows it without being stored; the place is kept when the pointer is released.
 */
export function useWindowGestures(
  rect: WindowRect,
  viewport: Viewport,
  place: (rect: WindowRect) => void,
) {
  const [dragged, setDragged] = useState<WindowRect | null>(null);
  const gesture = useRef<{ start: WindowRect; change: Change; last: WindowRect | null }>({
    start: rect,
    change: movedRect,
    last: null,
  });

  const follow = usePointerGesture({
    onMove: (dx, dy) => {
      const { start, change } = gesture.current;
      const next = change(start, dx, dy, viewport);
      gesture.current.last = next;
      setDragged(next);
    },
    onEnd: () => {
      const { last } = gesture.current;
      gesture.current.last = null;
      setDragged(null);
      if (last) place(last);
    },
  });

  const pointerDown = (change: Change) => (event: ReactPointerEvent) => {
    gesture.current = { start: rect, change, last: null };
    follow(event);
  };

  const keyDown = (change: Change) => (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? 4 * KEY_STEP : KEY_STEP;
    place(change(rect, arrow[0] * step, arrow[1] * step, viewport));
  };

  return {
    shown: dragged ?? rect,
    onMovePointerDown: pointerDown(movedRect),
    onResizePointerDown: pointerDown(resizedRect),
    onMoveKeyDown: keyDown(movedRect),
    onResizeKeyDown: keyDown(resizedRect),
  };
}
