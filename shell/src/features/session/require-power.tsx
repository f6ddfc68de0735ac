import { useT } from '@portal/shared/runtime/i18n';
import { ROUTES } from '@portal/shared/runtime/routes';
import { Navigate } from '@portal/shared/runtime/routing';
import { type PowerRule, useViewer } from '@portal/shared/runtime/viewer';
import type { ReactNode } from 'react';

interface RequirePowerProps {
  /** A permission rule of the contract (`canUseAdminPanel`, `canSeeStatistics`, `isStaff`). */
  allows: PowerRule;
  children: ReactNode;
}

/** Shows `children` when the viewer's power passes `allows`; anyone else goes home (SPEC §2). */
export function RequirePower({ allows, children }: RequirePowerProps) {
  const t = useT();
  const { power, isLoading } = useViewer();
  if (power === undefined && isLoading) {
    return (
      <p className="guard-status" role="status">
        {t('loading')}
      </p>
    );
  }
  if (power === undefined || !allows({ power })) return <Navigate to={ROUTES.home} replace />;
  return children;
}
