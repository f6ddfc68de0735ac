import type { ClientMode } from '@portal/shared/contract';
import { useT } from '@portal/shared/runtime/i18n';
import { Link } from '@portal/shared/runtime/routing';
import { useViewer } from '@portal/shared/runtime/viewer';
import { maySeeSlot } from '../features/remotes/slot-table';
import { STAFF_VIEWS } from './staff-views';

/**
 * The home screen's entry points to the staff views (SPEC §2): plain links, shown only where the
 * viewer may open the view and its remote may load (never in game clients), so nothing of the
 * remote is fetched until one is followed.
 */
export function StaffViewLinks({ clientMode }: { clientMode: ClientMode }) {
  const t = useT();
  const { power } = useViewer();
  const views = STAFF_VIEWS.filter((view) =>
    maySeeSlot(view.slot, view.allows, { clientMode, power }),
  );
  if (views.length === 0) return null;
  return (
    <nav className="staff-view-links" aria-label={t('staffViews')}>
      <ul>
        {views.map((view) => (
          <li key={view.slot}>
            <Link to={view.path}>{t(view.slot)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
