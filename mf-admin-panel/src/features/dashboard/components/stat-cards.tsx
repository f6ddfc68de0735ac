import type { AdminStatCard } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import type { AdminPanelSection } from '@portal/shared/runtime/remotes';
import { Link } from 'react-router-dom';
import { sectionLink } from '../../../components/panel-sections';
import { usePanelT } from '../../../i18n/use-panel-t';
import './stat-cards.css';

/** The section where the tickets or people behind each figure are listed. */
const SECTION_OF: Record<AdminStatCard['key'], AdminPanelSection> = {
  openTickets: 'tickets',
  openReports: 'tickets',
  unassignedTickets: 'tickets',
  unassignedReports: 'tickets',
  ticketsLastMonth: 'tickets',
  reportsLastMonth: 'tickets',
  averageReviewPoints: 'staff',
  activeStaff: 'staff',
};

/** One card per figure: its label and value, leading to the section it summarises. */
export function StatCards({ cards }: { cards: readonly AdminStatCard[] }) {
  const t = usePanelT();
  const numbers = new Intl.NumberFormat(useLanguage(), { maximumFractionDigits: 2 });
  return (
    <ul className="ap-stat-cards">
      {cards.map((card) => (
        <li key={card.key}>
          <Link className="ap-stat-card" to={sectionLink(SECTION_OF[card.key])}>
            <span className="ap-stat-label">{t(card.key)}</span>
            <span className="ap-stat-value">{numbers.format(card.value)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
