import type { AdminAccount } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Executor } from '../executor';
import { likePattern } from '../like-pattern';
import { erasedTicketTexts, replaceWrittenText } from './written-text-repository';

const ADMIN_ACCOUNT_COLUMNS = ['id', 'name', 'username', 'power', 'erased_at'] as const;

function presented(row: {
  id: number;
  name: string;
  username: string;
  power: number;
  erased_at: Date | null;
}): AdminAccount {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    power: row.power,
    erasedAt: row.erased_at?.getTime() ?? null,
  };
}

/** Accounts whose name or username holds `text` (any case), live ones first, then by name. */
export async function searchAccounts(
  db: Executor,
  text: string,
  limit: number,
): Promise<AdminAccount[]> {
  const pattern = likePattern(text);
  const rows = await db
    .selectFrom('accounts')
    .select(ADMIN_ACCOUNT_COLUMNS)
    .where((eb) => eb.or([eb('name', 'ilike', pattern), eb('username', 'ilike', pattern)]))
    .orderBy(sql`erased_at is not null`)
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(presented);
}

export async function findAdminAccount(
  db: Executor,
  id: number,
  { lock = false } = {},
): Promise<AdminAccount | undefined> {
  let query = db.selectFrom('accounts').select(ADMIN_ACCOUNT_COLUMNS).where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && presented(row);
}

/**
 * Everything of the person on the account and in what they wrote becomes `neutral`: the account
 * (name, a random username and subject so no sign-in reaches it again, no password, game ids and
 * faction, roles, power), the titles, descriptions, form fields and links of the tickets they
 * opened, the text of their comments and of every earlier version, their reviews' words, their
 * name where a report typed it (as the accused or a partner), and their assistant chats. Their
 * sessions end, their access tokens are deleted and their webhooks removed. Run it in one
 * transaction with the audit trail's redaction.
 */
export async function eraseAccountData(
  db: Executor,
  accountId: number,
  { neutral, stableId }: { neutral: string; stableId: string },
): Promise<{ endedSessions: string[] }> {
  await db
    .updateTable('accounts')
    .set({
      name: neutral,
      username: `erased-${stableId}`,
      external_subject: `erased:${stableId}`,
      password_hash: null,
      power: 0,
      user_id: 0,
      faction_name: null,
      faction_code: null,
      faction_rank: null,
      level: null,
      game_important: false,
      erased_at: sql<Date>`now()`,
    })
    .where('id', '=', accountId)
    .execute();
  await db.deleteFrom('account_roles').where('account_id', '=', accountId).execute();
  await db
    .updateTable('tickets')
    .set(erasedTicketTexts(neutral))
    .where('created_by', '=', accountId)
    .execute();
  await db
    .updateTable('tickets')
    .set({ report_accused_name: neutral })
    .where('report_accused_id', '=', accountId)
    .execute();
  await db
    .updateTable('report_partners')
    .set({ name: neutral })
    .where('account_id', '=', accountId)
    .execute();
  await replaceWrittenText(db, { authorId: accountId }, neutral);
  await db
    .deleteFrom('assistant_messages')
    .where(
      'chat_id',
      'in',
      db.selectFrom('assistant_chats').select('id').where('account_id', '=', accountId),
    )
    .execute();
  await db.deleteFrom('assistant_chats').where('account_id', '=', accountId).execute();
  await db
    .updateTable('access_tokens')
    .set({ deleted_at: sql<Date>`now()`, is_active: false })
    .where('created_by', '=', accountId)
    .where('deleted_at', 'is', null)
    .execute();
  await db.deleteFrom('webhooks').where('created_by', '=', accountId).execute();
  const ended = await db
    .updateTable('sessions')
    .set({ ended_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('ended_at', 'is', null)
    .returning('id')
    .execute();
  return { endedSessions: ended.map((row) => row.id) };
}
