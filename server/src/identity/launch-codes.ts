import { SERVER_IDS } from '@portal/shared/contract';
import { isStorableText } from '@portal/shared/contract/schemas';
import { jwtVerify } from 'jose';
import { z } from 'zod';

/** Who the game server vouches for in a launch code. */
export interface LaunchIdentity {
  serverId: (typeof SERVER_IDS)[number];
  /** The player's id in the game (accounts.user_id). */
  userId: number;
  name: string;
  /** When the code stops being valid (its `exp`); until then it is remembered as used. */
  expiresAt: Date;
}

export const LAUNCH_CODE_ISSUER = 'game-server';
export const LAUNCH_CODE_AUDIENCE = 'tickets-portal';
/** Codes are single-purpose and short-lived: the game opens the portal right after signing one. */
export const LAUNCH_CODE_MAX_AGE = '2m';

const claimsSchema = z.object({
  sub: z.string().regex(/^\d{1,9}$/),
  server: z.enum(SERVER_IDS),
  // Stored as the account's name: a NUL from a faulty game server would fail the insert.
  name: z.string().trim().min(1).max(64).refine(isStorableText),
});

/**
 * A launch code is a JWT the game server signs with HS256 and the secret it shares with the portal:
 * `iss` "game-server", `aud` "tickets-portal", `sub` the game user id, `server` (hub1…), `name`,
 * `iat` and `exp` (at most LAUNCH_CODE_MAX_AGE old). Anything else is refused.
 */
export async function verifyLaunchCode(
  code: string,
  secret: string,
): Promise<LaunchIdentity | undefined> {
  try {
    const { payload } = await jwtVerify(code, new TextEncoder().encode(secret), {
      issuer: LAUNCH_CODE_ISSUER,
      audience: LAUNCH_CODE_AUDIENCE,
      algorithms: ['HS256'],
      maxTokenAge: LAUNCH_CODE_MAX_AGE,
      requiredClaims: ['exp', 'iat'],
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return undefined;
    return {
      serverId: claims.data.server,
      userId: Number(claims.data.sub),
      name: claims.data.name,
      expiresAt: new Date((payload.exp ?? 0) * 1000),
    };
  } catch {
    return undefined;
  }
}
