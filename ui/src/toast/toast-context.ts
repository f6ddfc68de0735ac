import { createContext, type ReactNode, useContext } from 'react';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  message: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it goes by itself; 0 keeps it until dismissed. Default 5000. */
  duration?: number;
}

export interface Toasts {
  /** Shows a toast; returns its id for `dismiss`. */
  show(options: ToastOptions): number;
  dismiss(id: number): void;
}

export const ToastContext = createContext<Toasts | null>(null);

/** The page's toasts; needs a `ToastProvider` above (the shell holds the one of the portal). */
export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast needs a ToastProvider above it');
  return toasts;
}
