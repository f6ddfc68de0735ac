import type { PublicAccount } from '@portal/shared/contract';
import { PersonLabel } from './person-label';

/** Accounts separated by commas, each shown as the viewer may see it, with its marks. */
export function AccountList({ accounts }: { accounts: readonly PublicAccount[] }) {
  return accounts.map((account, index) => (
    <span key={account.visualId}>
      {index > 0 && ', '}
      <PersonLabel account={account} />
    </span>
  ));
}
