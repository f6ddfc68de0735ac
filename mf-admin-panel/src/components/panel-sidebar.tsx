import { useT } from '@portal/shared/runtime/i18n';
import { ROUTES } from '@portal/shared/runtime/routes';
import { Link } from '@portal/shared/runtime/routing';
import { ChevronLeftIcon } from '@portal/ui/icons';
import { usePanelT } from '../i18n/use-panel-t';
import { PANEL_SECTIONS, type PanelSection, sectionLink } from './panel-sections';

/**
 * The way back to the ticket list, then the panel's sections; the current one is marked for screen
 * readers and by its look. Incidents have their own address (`/admin/incidents`, SPEC §2) rather
 * than a hash, so their link is apart.
 */
export function PanelSidebar({ current }: { current: PanelSection | 'incidents' }) {
  const t = usePanelT();
  const common = useT();
  const here = (item: PanelSection | 'incidents') => (item === current ? 'page' : undefined);
  return (
    <nav className="ap-sidebar" aria-label={t('sections')}>
      <Link className="ap-back" to={ROUTES.home}>
        <ChevronLeftIcon />
        {common('backToList')}
      </Link>
      <ul>
        {PANEL_SECTIONS.map((section) => (
          <li key={section}>
            <Link to={sectionLink(section)} aria-current={here(section)}>
              {t(section)}
            </Link>
          </li>
        ))}
        <li>
          <Link to={ROUTES.adminIncidents} aria-current={here('incidents')}>
            {t('incidents')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
