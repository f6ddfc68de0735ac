import { type RefObject, useLayoutEffect, useRef } from 'react';

/** Within this many pixels of the top, scrolling up reads the older page. */
const NEAR_TOP_PX = 48;

interface Edges {
  first: string | undefined;
  last: string | undefined;
  /** Changes when the typing indicator comes or goes. */
  tail: boolean;
}

/**
 * Keeps a message list where the reader expects it: at the bottom when a message arrives, in place
 * when older ones are put above, and asks for the older page when scrolled near the top.
 */
export function useScrollAnchor(
  scroller: RefObject<HTMLElement | null>,
  edges: Edges,
  onNearTop: () => void,
) {
  const before = useRef<{ edges: Edges | null; height: number; top: number }>({
    edges: null,
    height: 0,
    top: 0,
  });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = before.current;
    const prepended = previous.edges !== null && previous.edges.first !== edges.first;
    const appended =
      previous.edges === null ||
      previous.edges.last !== edges.last ||
      previous.edges.tail !== edges.tail;
    if (prepended && !appended) {
      element.scrollTop = previous.top + element.scrollHeight - previous.height;
    } else if (appended) {
      element.scrollTop = element.scrollHeight;
    }
    before.current = { edges, height: element.scrollHeight, top: element.scrollTop };
  }, [scroller, edges]);

  return () => {
    const element = scroller.current;
    if (!element) return;
    before.current = { ...before.current, height: element.scrollHeight, top: element.scrollTop };
    if (element.scrollTop < NEAR_TOP_PX) onNearTop();
  };
}
