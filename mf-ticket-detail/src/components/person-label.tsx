import type { PublicAccount } from '@portal/shared/contract';
import type { AccountMarksOf } from '@portal/shared/runtime/account-marks';
import { AccountMarks } from '@portal/ui/account-marks';
import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import { AccountLabel, AccountViewContext } from './account-label';

/** The modal's one lookup of online and important marks (staff); null = no marks. */
const AccountMarksContext = createContext<AccountMarksOf | null>(null);

type AccountViewsProps = {
  /** How an account's name is shown (staff: with hover details); null = plain name. */
  view: ComponentProps<typeof AccountViewContext.Provider>['value'];
  marksOf: AccountMarksOf | null;
  children: ReactNode;
};

/** How the modal shows the people of a ticket to this viewer. */
export function AccountViews({ view, marksOf, children }: AccountViewsProps) {
  return (
    <AccountViewContext.Provider value={view}>
      <AccountMarksContext.Provider value={marksOf}>{children}</AccountMarksContext.Provider>
    </AccountViewContext.Provider>
  );
}

/** A person of the ticket (creator, assignee, accused, partner): their label, then their marks. */
export function PersonLabel({ account }: { account: PublicAccount }) {
  const marksOf = useContext(AccountMarksContext);
  return (
    <>
      <AccountLabel account={account} />
      {marksOf && <AccountMarks {...marksOf(account.visualId)} />}
    </>
  );
}
