import { calls } from '@portal/shared/contract';
import type { Request, Response } from 'express';

/**
 * The cookie that carries a started single sign-on's sealed state from `POST /auth/sso/start` to
 * `POST /auth/sso/callback`, and nowhere else: httpOnly (no script reads it), SameSite=Lax, sent
 * only to the sign-on calls, gone after its lifetime and cleared once used.
 */
const COOKIE = 'portal_sso';
const PATH = `/api${calls.ssoStart.path.replace(/\/start$/, '')}`;

function attributes(secure: boolean): string {
  return `Path=${PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function setSsoStateCookie(
  res: Response,
  sealed: string,
  maxAgeSeconds: number,
  secure: boolean,
): void {
  res.append('Set-Cookie', `${COOKIE}=${sealed}; Max-Age=${maxAgeSeconds}; ${attributes(secure)}`);
}

export function clearSsoStateCookie(res: Response, secure: boolean): void {
  res.append('Set-Cookie', `${COOKIE}=; Max-Age=0; ${attributes(secure)}`);
}

/** The sealed state the browser sent back, if any; its checks are the sealer's. */
export function readSsoStateCookie(req: Request): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
