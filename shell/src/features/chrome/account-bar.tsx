import { type ClientMode, calls, canUseAdminPanel } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { useT } from '@portal/shared/runtime/i18n';
import { ROUTES } from '@portal/shared/runtime/routes';
import { Link } from '@portal/shared/runtime/routing';
import { clearToken, fetchLoginUrl } from '@portal/shared/runtime/session';
import { closeSocket } from '@portal/shared/runtime/socket';
import { useViewer } from '@portal/shared/runtime/viewer';
import { Button } from '@portal/ui/button';
import { UserIcon } from '@portal/ui/icons';
import { maySeeSlot } from '../remotes/slot-table';

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
 * Own account, the admin panel's entry for administrators, and logout (hidden in the in-game
 * browser and the launcher).
 */
export function AccountBar({ clientMode }: { clientMode: ClientMode }) {
  const t = useT();
  const { account, power } = useViewer();
  return (
    <nav className="account-bar" aria-label={t('accountLabel')}>
      {account && (
        <span className="account-name">
          <UserIcon />
          {account.name}
        </span>
      )}
      {maySeeSlot('adminPanel', canUseAdminPanel, { clientMode, power }) && (
        <Link to={ROUTES.panel}>{t('adminPanel')}</Link>
      )}
      <Button size="sm" onClick={() => void logout()}>
        {t('logout')}
      </Button>
    </nav>
  );
}
