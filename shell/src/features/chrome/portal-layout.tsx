import type { ClientMode } from '@portal/shared/contract';
import { clientModeChrome } from '@portal/shared/runtime/client-mode';
import { useT } from '@portal/shared/runtime/i18n';
import { Outlet } from '@portal/shared/runtime/routing';
import type { ReactNode } from 'react';
import { AccountBar } from './account-bar';
import { HeaderBanner } from './header-banner';
import { LanguageSwitcher } from './language-switcher';
import { usePageTitle, useServerLanguage } from './use-page-language';

interface PortalLayoutProps {
  clientMode: ClientMode;
  /** False on the login page. */
  signedIn: boolean;
  /** Links the account bar shows beside the account's name. */
  accountLinks?: ReactNode;
}

function ServerLanguage() {
  useServerLanguage();
  return null;
}

/** Page chrome (SPEC §1): header image, account bar, language, warning and in-game hint. */
export function PortalLayout({ clientMode, signedIn, accountLinks }: PortalLayoutProps) {
  const t = useT();
  const chrome = clientModeChrome(clientMode);
  usePageTitle();
  return (
    <div className={`portal portal--${clientMode}`}>
      <header className="portal-header">
        {chrome.headerImage && <HeaderBanner title={t('pageTitle')} />}
        <div className="portal-toolbar">
          <LanguageSwitcher />
          {signedIn && chrome.accountBar && <AccountBar links={accountLinks} />}
        </div>
      </header>
      {signedIn && <ServerLanguage />}
      <p className="sensitive-data-warning" role="note">
        {t('sensitiveDataWarning')}
      </p>
      {chrome.helpHint && (
        <p className="ingame-help-hint" role="note">
          {t('ingameHelpHint')}
        </p>
      )}
      <main className="portal-main">
        <Outlet />
      </main>
    </div>
  );
}
