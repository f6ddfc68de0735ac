import type { ErrorParams } from '@portal/shared/contract';
import { globalSingleton } from './global-singleton';

export interface ErrorDialogRequest {
  /** Defaults to the translated "Error" title. */
  title?: string;
  /** Shown as-is when there is no code. */
  message: string;
  /** A server error's code: the dialog shows its text in the user's language instead. */
  code?: string;
  params?: ErrorParams;
}

export type ErrorDialogListener = (request: ErrorDialogRequest) => void;

interface ErrorDialogBus {
  listeners: Set<ErrorDialogListener>;
  /** Requests raised before the shell's dialog subscribed (e.g. during boot). */
  pending: ErrorDialogRequest[];
}

const bus = globalSingleton<ErrorDialogBus>('errorDialog', () => ({
  listeners: new Set(),
  pending: [],
}));

/** Asks the shell to show the Error dialog of SPEC §8. */
export function showErrorDialog(request: ErrorDialogRequest): void {
  if (bus.listeners.size === 0) {
    bus.pending.push(request);
    return;
  }
  for (const listener of bus.listeners) listener(request);
}

/** Subscribes the dialog renderer; replays requests raised before it existed. Returns unsubscribe. */
export function onErrorDialog(listener: ErrorDialogListener): () => void {
  bus.listeners.add(listener);
  const queued = bus.pending.splice(0);
  for (const request of queued) listener(request);
  return () => {
    bus.listeners.delete(listener);
  };
}

export interface ApiErrorDetail {
  path: string;
  message: string;
}

/**
 * Whether a failure is an API call's `ApiError`. Not `instanceof`: a federated page can hold more
 * than one copy of this module (a remote's bundled one beside the shell's), each with its own class.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as Partial<ApiError>).status === 'number'
  );
}

/**
 * Whether the server refused a thing as out of the viewer's sight (403) or not there (404): what
 * ends a view of it, unlike a refusal to go on for now (429) or a failure.
 */
export function isOutOfSight(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 404);
}

/** Rejection value of every failed API call. `status` 0 means the request never got a response. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: readonly ApiErrorDetail[];
  readonly params: ErrorParams;

  constructor(
    status: number,
    code: string,
    message: string,
    details: readonly ApiErrorDetail[] = [],
    params: ErrorParams = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.params = params;
  }
}
