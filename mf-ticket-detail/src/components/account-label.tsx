import type { PublicAccount } from '@portal/shared/contract';
import { useAccountName } from '@portal/shared/runtime/account-name';
import { type ComponentType, createContext, useContext } from 'react';

type AccountView = ComponentType<{ account: PublicAccount }>;

/**
 * Lets the modal choose how accounts are shown (staff get hover details) without the header or
 * the thread importing that feature.
 */
export const AccountViewContext = createContext<AccountView | null>(null);

export function AccountLabel({ account }: { account: PublicAccount }) {
  const nameOf = useAccountName();
  const View = useContext(AccountViewContext);
  if (View) return <View account={account} />;
  return <>{nameOf(account)}</>;
}
