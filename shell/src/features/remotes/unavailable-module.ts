/**
 * What the federation runtime hands back instead of a remote module that failed to load. Plain
 * data (no React) because the runtime plugin that builds it runs before shared React exists.
 */
const UNAVAILABLE = Symbol.for('portal.remoteUnavailable');

export interface UnavailableRemoteModule {
  [UNAVAILABLE]: true;
  id: string;
  reason: string;
}

export function unavailableModule(id: string, error: unknown): UnavailableRemoteModule {
  const reason = error instanceof Error ? error.message : String(error);
  return { [UNAVAILABLE]: true, id, reason };
}

export function isUnavailableModule(value: unknown): value is UnavailableRemoteModule {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

/** Thrown into the slot's error boundary so it shows the "not available" fallback. */
export class RemoteUnavailableError extends Error {
  readonly remoteId: string;

  constructor(remoteId: string, reason: string) {
    super(`Remote module ${remoteId} is not available: ${reason}`);
    this.name = 'RemoteUnavailableError';
    this.remoteId = remoteId;
  }
}
