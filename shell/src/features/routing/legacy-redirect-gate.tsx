import { Navigate, useLocation } from '@portal/shared/runtime/routing';
import type { ReactNode } from 'react';
import { legacyRedirect } from './legacy-redirects';

/** Replaces an old address by its current one before any route (or guard) sees it. */
export function LegacyRedirectGate({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const target = legacyRedirect(pathname, hash);
  return target === null ? children : <Navigate to={target} replace />;
}
