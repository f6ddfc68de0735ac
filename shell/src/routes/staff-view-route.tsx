import type { ClientMode } from '@portal/shared/contract';
import { useT } from '@portal/shared/runtime/i18n';
import { ROUTES } from '@portal/shared/runtime/routes';
import { Link } from '@portal/shared/runtime/routing';
import { ChevronLeftIcon } from '@portal/ui/icons';
import { RemoteSlot } from '../features/remotes/remote-slot';
import type { StaffView } from './staff-views';

const NO_PROPS = {};

/** `/staff/*`: one view of `mf_staff_stats` with a way back to the list. */
export function StaffViewRoute({ view, clientMode }: { view: StaffView; clientMode: ClientMode }) {
  const t = useT();
  return (
    <div className="staff-view">
      <Link className="staff-view-back" to={ROUTES.home}>
        <ChevronLeftIcon />
        {t('backToList')}
      </Link>
      <RemoteSlot name={view.slot} props={NO_PROPS} clientMode={clientMode} />
    </div>
  );
}
