import type { ReactNode } from 'react';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  message: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it goes by itself; 0 keeps it until dismissed. Default 5000. */
  duration?: number;
}

export interface ShownToast extends Required<ToastOptions> {
  id: number;
}

interface ToastStore {
  toasts: readonly ShownToast[];
  nextId: number;
  listeners: Set<() => void>;
}

const DEFAULT_DURATION_MS = 5000;
const STORE_KEY = Symbol.for('portal.ui.toasts');

/**
 * The page's toasts, on globalThis: every remote bundles its own copy of the kit, and a toast
 * one of them shows must reach the one region the shell renders. Remotes built at different times
 * share this store: keep its shape compatible.
 */
function store(): ToastStore {
  const holder = globalThis as { [STORE_KEY]?: ToastStore };
  holder[STORE_KEY] ??= { toasts: [], nextId: 1, listeners: new Set() };
  return holder[STORE_KEY];
}

function update(toasts: readonly ShownToast[]): void {
  const current = store();
  current.toasts = toasts;
  for (const listener of current.listeners) listener();
}

/** Shows a toast (queued until a ToastProvider renders); returns its id for `dismissToast`. */
export function showToast({
  message,
  tone = 'info',
  duration = DEFAULT_DURATION_MS,
}: ToastOptions): number {
  const current = store();
  const id = current.nextId++;
  update([...current.toasts, { id, message, tone, duration }]);
  return id;
}

export function dismissToast(id: number): void {
  update(store().toasts.filter((toast) => toast.id !== id));
}

export function subscribeToToasts(listener: () => void): () => void {
  store().listeners.add(listener);
  return () => store().listeners.delete(listener);
}

export function currentToasts(): readonly ShownToast[] {
  return store().toasts;
}
