import { randomUUID } from 'node:crypto';
import type { SessionTokens } from '../../identity/session-tokens';
import type { SessionViewer } from '../../identity/viewer';
import type { ViewerResolver } from '../../identity/viewer-resolver';
import { endSession, insertSession } from '../../repositories/accounts/sessions-repository';
import type { Executor } from '../../repositories/executor';
import type { ServiceDeps } from '../service-deps';

/** Starts a server-side session for the account and returns the token that names it. */
export async function startSession(
  db: Executor,
  tokens: SessionTokens,
  accountId: number,
): Promise<string> {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + tokens.ttlSeconds * 1000);
  await insertSession(db, { id, accountId, expiresAt });
  return tokens.issue(accountId, id);
}

/**
 * POST /logout: the session ends everywhere. This instance forgets it at once and every instance
 * closes its sockets now; other instances refuse its token within `VIEWER_CACHE_MS`.
 */
export async function logOut(
  deps: ServiceDeps,
  viewers: ViewerResolver,
  viewer: SessionViewer,
): Promise<{ ok: true }> {
  await endSession(deps.db, viewer.sessionId);
  viewers.forgetSession(viewer.sessionId);
  deps.live.closeSession(viewer.sessionId);
  return { ok: true };
}
