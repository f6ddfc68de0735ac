import { type AdminStatCard, dayText, startOfWeekUtc } from '@portal/shared/contract';
import { formatDuration } from '@portal/shared/runtime/format-duration';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { Link } from '@portal/shared/runtime/routing';
import { useState } from 'react';
import { sectionLink } from '../../../components/panel-sections';
import { ticketsLink } from '../../../components/tickets-link';
import { usePanelT } from '../../../i18n/use-panel-t';
import './stat-cards.css';

/**
 * Where the tickets or people behind each figure are listed: the tickets table opened on the tab
 * and filters the figure counts, else the section that lists them. The two "created" figures count
 * both tabs and every status; the table shows one tab and has no "any status", so they open the
 * support tab's days.
 */
function cardLink(key: AdminStatCard['key'], now: number) {
  const today = dayText(now);
  switch (key) {
    case 'openTickets':
      return ticketsLink({ tab: 'support', status: 'opened' });
    case 'closedTickets':
      return ticketsLink({ tab: 'support', status: 'closed' });
    case 'unassignedTickets':
      return ticketsLink({ tab: 'support', status: 'unassigned' });
    case 'openReports':
      return ticketsLink({ tab: 'report', status: 'opened' });
    case 'closedReports':
      return ticketsLink({ tab: 'report', status: 'closed' });
    case 'unassignedReports':
      return ticketsLink({ tab: 'report', status: 'unassigned' });
    case 'createdToday':
      return ticketsLink({ tab: 'support', from: today, to: today });
    case 'createdThisWeek':
      return ticketsLink({ tab: 'support', from: dayText(startOfWeekUtc(now)), to: today });
    case 'averageReviewPoints':
      return sectionLink('users');
    case 'averageFirstResponseMillis':
    case 'staffOnline':
      return sectionLink('staff');
  }
}

/** One card per figure: its label and value, leading to the section it summarises. */
export function StatCards({ cards }: { cards: readonly AdminStatCard[] }) {
  const t = usePanelT();
  const language = useLanguage();
  const [now] = useState(() => Date.now());
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const displayed = (card: AdminStatCard) =>
    card.key === 'averageFirstResponseMillis'
      ? formatDuration(card.value, language)
      : numbers.format(card.value);
  return (
    <ul className="ap-stat-cards">
      {cards.map((card) => (
        <li key={card.key}>
          <Link className="ap-stat-card" to={cardLink(card.key, now)}>
            <span className="ap-stat-label">{t(card.key)}</span>
            <span className="ap-stat-value">{displayed(card)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
