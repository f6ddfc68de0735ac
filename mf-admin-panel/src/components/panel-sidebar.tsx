import { Link } from 'react-router-dom';
import { usePanelT } from '../i18n/use-panel-t';
import { PANEL_SECTIONS, type PanelSection, sectionLink } from './panel-sections';

/** The panel's sections; the current one is marked for screen readers and by its look. */
export function PanelSidebar({ current }: { current: PanelSection }) {
  const t = usePanelT();
  return (
    <nav className="ap-sidebar" aria-label={t('sections')}>
      <ul>
        {PANEL_SECTIONS.map((section) => (
          <li key={section}>
            <Link to={sectionLink(section)} aria-current={section === current ? 'page' : undefined}>
              {t(section)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
