import type { TokenPermission } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Executor } from '../executor';

/** A token as the admin panel lists it, with its creator's name; never its secret's hash. */
export interface AccessTokenRecord {
  id: number;
  name: string;
  description: string;
  endpoints: string[];
  permissions: TokenPermission[];
  creatorName: string;
  createdAt: Date;
  expiresAt: Date;
  isActive: boolean;
  lastUsedAt: Date | null;
  lastUsedAddress: string | null;
}

function listedTokens(db: Executor) {
  return db
    .selectFrom('access_tokens as t')
    .innerJoin('accounts as a', 'a.id', 't.created_by')
    .select([
      't.id',
      't.name',
      't.description',
      't.endpoints',
      't.permissions',
      'a.name as creatorName',
      't.created_at as createdAt',
      't.expires_at as expiresAt',
      't.is_active as isActive',
      't.last_used_at as lastUsedAt',
      't.last_used_address as lastUsedAddress',
    ])
    .where('t.deleted_at', 'is', null);
}

/** Every token not deleted, newest first. */
export async function listAccessTokens(db: Executor): Promise<AccessTokenRecord[]> {
  const rows = await listedTokens(db)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return rows as AccessTokenRecord[];
}

export async function findAccessToken(
  db: Executor,
  id: number,
): Promise<AccessTokenRecord | undefined> {
  const row = await listedTokens(db).where('t.id', '=', id).executeTakeFirst();
  return row as AccessTokenRecord | undefined;
}

interface NewAccessToken {
  name: string;
  description: string;
  endpoints: readonly string[];
  permissions: readonly TokenPermission[];
  secretHash: string;
  createdBy: number;
  expiresInDays: number;
}

export async function insertAccessToken(db: Executor, token: NewAccessToken): Promise<number> {
  const row = await db
    .insertInto('access_tokens')
    .values({
      name: token.name,
      description: token.description,
      endpoints: [...token.endpoints],
      permissions: [...token.permissions],
      secret_hash: token.secretHash,
      created_by: token.createdBy,
      expires_at: sql<Date>`now() + make_interval(days => ${token.expiresInDays})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets whether a token not deleted works; false when there is no such token. */
export async function setAccessTokenActive(
  db: Executor,
  id: number,
  isActive: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('access_tokens')
    .set({ is_active: isActive })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks a token deleted (its row and history stay); false when there is no such token. */
export async function markAccessTokenDeleted(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('access_tokens')
    .set({ deleted_at: sql<Date>`now()`, is_active: false })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** What a request's token may do, and when and where it was last recorded as used. */
interface UsableAccessToken {
  id: number;
  creatorId: number;
  endpoints: string[];
  permissions: TokenPermission[];
  lastUsedAt: Date | null;
  lastUsedAddress: string | null;
}

/** The token whose secret has this hash, if it is active, unexpired and not deleted. */
export async function findUsableAccessToken(
  db: Executor,
  secretHash: string,
): Promise<UsableAccessToken | undefined> {
  const row = await db
    .selectFrom('access_tokens')
    .select([
      'id',
      'created_by as creatorId',
      'endpoints',
      'permissions',
      'last_used_at as lastUsedAt',
      'last_used_address as lastUsedAddress',
    ])
    .where('secret_hash', '=', secretHash)
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row as UsableAccessToken | undefined;
}

export async function recordAccessTokenUse(
  db: Executor,
  id: number,
  address: string | null,
): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ last_used_at: sql<Date>`now()`, last_used_address: address })
    .where('id', '=', id)
    .execute();
}
