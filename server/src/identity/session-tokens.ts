import { jwtVerify, SignJWT } from 'jose';

export interface SessionTokens {
  issue(accountId: number): Promise<string>;
  /** The account id of a valid, unexpired token; undefined for anything else. */
  verify(token: string): Promise<number | undefined>;
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
        return Number.isSafeInteger(accountId) && accountId > 0 ? accountId : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
