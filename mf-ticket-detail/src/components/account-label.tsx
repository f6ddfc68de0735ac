import type { PublicAccount } from '@portal/shared/contract';
import { type ComponentType, createContext, useContext } from 'react';
import { accountName } from '../i18n/account-name';
import { useDetailT } from '../i18n/use-detail-t';

type AccountView = ComponentType<{ account: PublicAccount }>;

/**
 * Lets the modal choose how accounts are shown (staff get hover details) without the header or
 * the thread importing that feature.
 */
export const AccountViewContext = createContext<AccountView | null>(null);

export function AccountLabel({ account }: { account: PublicAccount }) {
  const t = useDetailT();
  const View = useContext(AccountViewContext);
  if (View) return <View account={account} />;
  return <>{accountName(account, t)}</>;
}
