import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';

type EscapeHandler = () => void;

interface EscapeLayers {
  push(handler: { current: EscapeHandler }): () => void;
  /** Runs the innermost open layer's handler; false when none is open. */
  escapeTop(): boolean;
}

const EscapeLayersContext = createContext<EscapeLayers | null>(null);

/** Held by the modal: layers opened inside it (popovers, dialogs, panels) close before it does. */
export function EscapeLayersProvider({ children }: { children: ReactNode }) {
  const stack = useRef<{ current: EscapeHandler }[]>([]);
  const layers = useMemo<EscapeLayers>(
    () => ({
      push(handler) {
        stack.current.push(handler);
        return () => {
          stack.current = stack.current.filter((item) => item !== handler);
        };
      },
      escapeTop() {
        const top = stack.current[stack.current.length - 1];
        if (!top) return false;
        top.current();
        return true;
      },
    }),
    [],
  );
  return <EscapeLayersContext.Provider value={layers}>{children}</EscapeLayersContext.Provider>;
}

export function useEscapeLayers(): EscapeLayers | null {
  return useContext(EscapeLayersContext);
}

/**
 * While `open`, Escape inside the modal calls `onEscape` instead of closing the modal; the last
 * opened layer goes first. This is how the staff suggestion panel (AI issue) closes first.
 */
export function useEscapeLayer(open: boolean, onEscape: EscapeHandler): void {
  const layers = useContext(EscapeLayersContext);
  const handler = useRef(onEscape);
  handler.current = onEscape;
  useEffect(() => {
    if (!open || !layers) return;
    return layers.push(handler);
  }, [open, layers]);
}
