import { LIMITS } from '@portal/shared/contract';
import { isStorableText } from '@portal/shared/contract/schemas';
import type { OidcConfig } from '../config/portal-config';

/** Who the provider vouches for, as the portal keeps it. */
export interface OidcIdentity {
  /** `oidc:<issuer>#<sub>`: an account is found by its provider and subject, never by name. */
  subject: string;
  name: string;
  /** Undefined when no power claim is configured: the account's power is then left as it is. */
  power: number | undefined;
  /** Role keys the claim names (unknown ones are dropped later); undefined as for power. */
  roles: string[] | undefined;
}

/** The largest power the accounts table holds (a PostgreSQL integer). */
const MAX_POWER = 2_147_483_647;

const MAX_ROLES = 100;

type Claims = Record<string, unknown>;

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, LIMITS.usernameLength);
  return trimmed !== '' && isStorableText(trimmed) ? trimmed : undefined;
}

/** A number (or numeric text), made a whole power within what the portal holds; else 0. */
export function powerFrom(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) return 0;
  return Math.min(MAX_POWER, Math.max(0, Math.trunc(number)));
}

/** A list of role keys, or one text of keys separated by spaces or commas; else none. */
export function rolesFrom(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(/[\s,]+/) : value;
  if (!Array.isArray(items)) return [];
  const keys = items.filter(
    (item): item is string => typeof item === 'string' && item !== '' && isStorableText(item),
  );
  // A role key is a short word; a provider sending thousands is not trusted with a query that size.
  return [...new Set(keys)].slice(0, MAX_ROLES);
}

/**
 * Reads an identity from the ID token's and the userinfo's claims. A configured power or roles
 * claim that is missing means none (the provider is the authority on them), so taking a role away
 * at the provider takes it away here at the next sign-in.
 */
export function identityFromClaims(
  config: Pick<OidcConfig, 'issuer' | 'claims'>,
  claims: Claims & { sub: string },
): OidcIdentity {
  const name =
    text(claims[config.claims.name]) ??
    text(claims.preferred_username) ??
    text(claims.name) ??
    claims.sub.slice(0, LIMITS.usernameLength);
  return {
    subject: `oidc:${config.issuer}#${claims.sub}`,
    name,
    power: config.claims.power === undefined ? undefined : powerFrom(claims[config.claims.power]),
    roles: config.claims.roles === undefined ? undefined : rolesFrom(claims[config.claims.roles]),
  };
}
