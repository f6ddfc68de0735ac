import type { AdminStatCard } from '@portal/shared/contract';
import { formatDuration } from '@portal/shared/runtime/format-duration';
import { useLanguage } from '@portal/shared/runtime/i18n';
import type { AdminPanelSection } from '@portal/shared/runtime/remotes';
import { Link } from '@portal/shared/runtime/routing';
import { sectionLink } from '../../../components/panel-sections';
import { usePanelT } from '../../../i18n/use-panel-t';
import './stat-cards.css';

/** The section where the tickets or people behind each figure are listed. */
const SECTION_OF: Record<AdminStatCard['key'], AdminPanelSection> = {
  openTickets: 'tickets',
  openReports: 'tickets',
  unassignedTickets: 'tickets',
  unassignedReports: 'tickets',
  closedTickets: 'tickets',
  closedReports: 'tickets',
  createdToday: 'tickets',
  createdThisWeek: 'tickets',
  averageFirstResponseMillis: 'staff',
  averageReviewPoints: 'users',
  staffOnline: 'staff',
};

/** One card per figure: its label and value, leading to the section it summarises. */
export function StatCards({ cards }: { cards: readonly AdminStatCard[] }) {
  const t = usePanelT();
  const language = useLanguage();
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const displayed = (card: AdminStatCard) =>
    card.key === 'averageFirstResponseMillis'
      ? formatDuration(card.value, language)
      : numbers.format(card.value);
  return (
    <ul className="ap-stat-cards">
      {cards.map((card) => (
        <li key={card.key}>
          <Link className="ap-stat-card" to={sectionLink(SECTION_OF[card.key])}>
            <span className="ap-stat-label">{t(card.key)}</span>
            <span className="ap-stat-value">{displayed(card)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
