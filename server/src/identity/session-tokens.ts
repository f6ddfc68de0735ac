import { idSchema } from '@portal/shared/contract/schemas';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** Whose a valid token is, its session, and until when (ms since the epoch). */
export interface VerifiedToken {
  accountId: number;
  sessionId: string;
  expiresAt: number;
}

export interface SessionTokens {
  /** Lifetime of a token, and of its session at most. */
  ttlSeconds: number;
  issue(accountId: number, sessionId: string): Promise<string>;
  /** The account and session of a valid, unexpired token; undefined for anything else. */
  verify(token: string): Promise<VerifiedToken | undefined>;
}

const sessionIdSchema = z.string().min(16).max(64);

const ISSUER = 'tickets-portal';

export function createSessionTokens(secret: string, ttlSeconds: number): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    issue(accountId, sessionId) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(accountId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        // An account id the database can hold; a larger one failed the account read with a 500.
        const accountId = idSchema.safeParse(Number(payload.sub));
        const sessionId = sessionIdSchema.safeParse(payload.sid);
        if (!accountId.success || !sessionId.success || payload.exp === undefined) return undefined;
        return {
          accountId: accountId.data,
          sessionId: sessionId.data,
          expiresAt: payload.exp * 1000,
        };
      } catch {
        return undefined;
      }
    },
  };
}
