import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { downloadFile } from '@portal/shared/runtime/download-file';
import { useT } from '@portal/shared/runtime/i18n';
import { clearToken, fetchLoginUrl, markLoggingOut } from '@portal/shared/runtime/session';
import { closeSocket } from '@portal/shared/runtime/socket';
import { useViewer } from '@portal/shared/runtime/viewer';
import { Button } from '@portal/ui/button';
import { UserIcon } from '@portal/ui/icons';
import { type ReactNode, useState } from 'react';

async function logout(): Promise<void> {
  markLoggingOut();
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

/** GET /me/export, saved as a dated JSON file (the person's data, GDPR access). */
function DownloadMyData() {
  const t = useT();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function download() {
    setState('busy');
    try {
      const day = new Date().toISOString().slice(0, 10);
      await downloadFile(
        calls.exportMyData,
        {},
        { baseName: `tickets-portal-data-${day}`, format: 'json' },
      );
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <>
      <Button size="sm" disabled={state === 'busy'} onClick={() => void download()}>
        {state === 'busy' ? t('downloadingMyData') : t('downloadMyData')}
      </Button>
      {state === 'failed' && (
        <span className="account-failure" role="alert">
          {t('downloadMyDataFailed')}
        </span>
      )}
    </>
  );
}

/**
 * Own account, the links the page adds (the admin panel's for administrators), downloading one's
 * data, and logout (hidden in the in-game browser and the launcher).
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
      <DownloadMyData />
      <Button size="sm" onClick={() => void logout()}>
        {t('logout')}
      </Button>
    </nav>
  );
}
