import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { useT } from '@portal/shared/runtime/i18n';
import { clearToken, fetchLoginUrl } from '@portal/shared/runtime/session';
import { closeSocket } from '@portal/shared/runtime/socket';
import { useViewer } from '@portal/shared/runtime/viewer';
import { Button } from '@portal/ui/button';
import { UserIcon } from '@portal/ui/icons';
import type { ReactNode } from 'react';

async function logout(): Promise<void> {
  // Ends the session on the server (everywhere); leaving still works if that call fails.
  const ended = await callApi(calls.logout, {
    skipErrorDialog: true,
    skipLoginRedirect: true,
  }).catch(() => undefined);
  closeSocket();
  clearToken();
  // A single sign-on account signs out at its provider too (which then sends it to the login
  // page); else SPEC §7: the login address is also where logging out goes.
  window.location.assign(ended?.endSessionURL ?? (await fetchLoginUrl()));
}

/**
 * Own account, the links the page adds (the admin panel's for administrators), and logout
 * (hidden in the in-game browser and the launcher).
 */
export function AccountBar({ links }: { links?: ReactNode }) {
  const t = useT();
  const { account } = useViewer();
  return (
    <nav className="account-bar" aria-label={t('accountLabel')}>
      {account && (
        <span className="account-name">
          <UserIcon />
          {account.name}
        </span>
      )}
      {links}
      <Button size="sm" onClick={() => void logout()}>
        {t('logout')}
      </Button>
    </nav>
  );
}
