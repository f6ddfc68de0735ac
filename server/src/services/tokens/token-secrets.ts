import { createHash, randomBytes } from 'node:crypto';

/**
 * Every secret starts with this, so secret scanners (and people) can tell a leaked portal token
 * from noise; a session token is a JWT (`eyJ…`) and never starts with it.
 */
const TOKEN_SECRET_PREFIX = 'tp_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 43 base62 characters: 256 bits, past any guessing. */
const SECRET_LENGTH = 43;
/** The largest multiple of 62 a byte can hold: bytes at or above it are skipped, so none is biased. */
const UNBIASED_BELOW = 248;

/** A fresh secret: the prefix and 43 uniformly random base62 characters. */
export function newTokenSecret(): string {
  let body = '';
  while (body.length < SECRET_LENGTH) {
    for (const byte of randomBytes(SECRET_LENGTH)) {
      if (byte < UNBIASED_BELOW && body.length < SECRET_LENGTH) body += ALPHABET[byte % 62];
    }
  }
  return `${TOKEN_SECRET_PREFIX}${body}`;
}

/** Whether a bearer value is meant as an access token (rather than a session token). */
export function isTokenSecret(bearer: string | undefined): bearer is string {
  return bearer?.startsWith(TOKEN_SECRET_PREFIX) ?? false;
}

/**
 * What is stored instead of the secret: its SHA-256, hex. The secret has 256 random bits, so a
 * salt or a slow hash would add nothing. A request's token is found by looking this hash up, so
 * the secret itself is never compared and lookup time can reveal at most part of a hash, which
 * leads nowhere.
 */
export function tokenSecretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
