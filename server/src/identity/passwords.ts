import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2 hashes with argon2id by default (a test checks the `$argon2id$` prefix). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password. Without a stored hash (unknown user, SSO-only account) a decoy hash is still
 * verified so the answer takes as long and says as little as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hashPassword('decoy password that never matches');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
