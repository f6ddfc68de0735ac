import { createHash } from 'node:crypto';
import { EncryptJWT, errors, jwtDecrypt } from 'jose';
import { z } from 'zod';

/** What a started sign-in must find again when the provider sends the browser back. */
export interface OidcSignInState {
  state: string;
  codeVerifier: string;
  nonce: string;
}

const stateSchema = z.object({
  state: z.string().min(1),
  codeVerifier: z.string().min(1),
  nonce: z.string().min(1),
});

const AUDIENCE = 'tickets-portal:sso-state';

export type OpenedState =
  | { kind: 'valid'; value: OidcSignInState }
  | { kind: 'expired' }
  | { kind: 'invalid' };

/**
 * Seals a sign-in's state into a cookie value: an encrypted JWT (dir + A256GCM), so the browser
 * carries it (any instance can finish the sign-in) but can neither read the PKCE verifier nor
 * change anything without the decryption failing.
 */
export function createOidcStateSealer(secret: string, ttlSeconds: number) {
  // Its own key: a session token and a state cookie can never be taken for one another.
  const key = createHash('sha256').update(`oidc-state\0${secret}`).digest();
  return {
    ttlSeconds,
    seal(value: OidcSignInState): Promise<string> {
      return new EncryptJWT({ ...value })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .encrypt(key);
    },
    async open(sealed: string): Promise<OpenedState> {
      try {
        const { payload } = await jwtDecrypt(sealed, key, {
          audience: AUDIENCE,
          requiredClaims: ['exp'],
          clockTolerance: 0,
        });
        const value = stateSchema.safeParse(payload);
        return value.success ? { kind: 'valid', value: value.data } : { kind: 'invalid' };
      } catch (failure) {
        return failure instanceof errors.JWTExpired ? { kind: 'expired' } : { kind: 'invalid' };
      }
    },
  };
}

export type OidcStateSealer = ReturnType<typeof createOidcStateSealer>;
