import type { PublicAccount } from '@portal/shared/contract';
import { AccountLabel } from './account-label';

/** Accounts separated by commas, each shown as the viewer may see it. */
export function AccountList({ accounts }: { accounts: readonly PublicAccount[] }) {
  return accounts.map((account, index) => (
    <span key={account.visualId}>
      {index > 0 && ', '}
      <AccountLabel account={account} />
    </span>
  ));
}
