import { jwtVerify, SignJWT } from 'jose';

/** Whose a valid token is, and until when (ms since the epoch). */
export interface VerifiedToken {
  accountId: number;
  expiresAt: number;
}

export interface SessionTokens {
  issue(accountId: number): Promise<string>;
  /** The account of a valid, unexpired token; undefined for anything else. */
  verify(token: string): Promise<VerifiedToken | undefined>;
}

const ISSUER = 'tickets-portal';

export function createSessionTokens(secret: string, ttlSeconds: number): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue(accountId) {
      return new SignJWT({})
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
        const accountId = Number(payload.sub);
        if (!Number.isSafeInteger(accountId) || accountId <= 0 || payload.exp === undefined) {
          return undefined;
        }
        return { accountId, expiresAt: payload.exp * 1000 };
      } catch {
        return undefined;
      }
    },
  };
}
