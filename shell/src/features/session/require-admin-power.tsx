import { POWER } from '@portal/shared/contract';
import { useT } from '@portal/shared/runtime/i18n';
import { ROUTES } from '@portal/shared/runtime/routes';
import { useViewer } from '@portal/shared/runtime/viewer';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** `/panel` and `/admin/*` need power ≥ 100; anyone else goes back to home (SPEC §2). */
export function RequireAdminPower({ children }: { children: ReactNode }) {
  const t = useT();
  const { power, isLoading } = useViewer();
  if (power === undefined && isLoading) {
    return (
      <p className="guard-status" role="status">
        {t('loading')}
      </p>
    );
  }
  if (power === undefined || power < POWER.superAdmin) return <Navigate to={ROUTES.home} replace />;
  return children;
}
