import { type ClientMode, canUseAdminPanel } from '@portal/shared/contract';
import { useT } from '@portal/shared/runtime/i18n';
import { ROUTES } from '@portal/shared/runtime/routes';
import { Link } from '@portal/shared/runtime/routing';
import { useViewer } from '@portal/shared/runtime/viewer';
import { maySeeSlot } from '../features/remotes/slot-table';

/** The account bar's entry to the admin panel, where the viewer may open it and it may load. */
export function AdminPanelLink({ clientMode }: { clientMode: ClientMode }) {
  const t = useT();
  const { power } = useViewer();
  if (!maySeeSlot('adminPanel', canUseAdminPanel, { clientMode, power })) return null;
  return <Link to={ROUTES.panel}>{t('adminPanel')}</Link>;
}
