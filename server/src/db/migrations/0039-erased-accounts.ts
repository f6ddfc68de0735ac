import type { SqlMigration } from './sql-migration';

/**
 * When an account was erased (issue 31.2, `services/privacy/erase-account.ts`): it keeps its row,
 * so what it took part in keeps its people, but nothing of the person stays on it.
 */
export const erasedAccounts: SqlMigration = {
  name: '0039-erased-accounts',
  statements: ['alter table accounts add column erased_at timestamptz'],
};
