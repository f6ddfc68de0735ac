import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { LAUNCH_CODE_AUDIENCE, LAUNCH_CODE_ISSUER } from '../identity/launch-codes';

/** The secret a test portal shares with the pretend game server (`launchCodeSecret` override). */
export const TEST_LAUNCH_SECRET = 'matrix-launch-code-secret-shared-with-the-game';

/** A launch code as the game server signs it, valid for a minute; each one is unique (`jti`). */
export function signLaunchCode(gameUserId: number, secret = TEST_LAUNCH_SECRET): Promise<string> {
  return new SignJWT({ server: 'hub1', name: 'Jugador lanzado' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(LAUNCH_CODE_ISSUER)
    .setAudience(LAUNCH_CODE_AUDIENCE)
    .setSubject(String(gameUserId))
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime('1m')
    .sign(new TextEncoder().encode(secret));
}
