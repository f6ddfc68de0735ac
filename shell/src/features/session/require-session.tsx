import { useT } from '@portal/shared/runtime/i18n';
import { useLocation } from '@portal/shared/runtime/routing';
import {
  clearToken,
  getAccountId,
  getToken,
  redirectToLogin,
} from '@portal/shared/runtime/session';
import { useViewer } from '@portal/shared/runtime/viewer';
import { type ReactNode, useEffect } from 'react';

/**
 * SPEC §2 guard: every navigation needs a stored token (else the server's login address).
 * The viewer's power is fetched here once per user and shared with every remote through SWR.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const t = useT();
  // Subscribing to the location re-checks the stored token on every navigation.
  useLocation();
  const hasSession = getAccountId(getToken()) !== null;
  useViewer();

  useEffect(() => {
    if (hasSession) return;
    clearToken();
    void redirectToLogin();
  }, [hasSession]);

  if (!hasSession) {
    return (
      <p className="guard-status" role="status">
        {t('redirectingToLogin')}
      </p>
    );
  }
  return children;
}
