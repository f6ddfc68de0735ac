import type { AdminPanelProps } from '@portal/shared/runtime/remotes';
import { Navigate } from '@portal/shared/runtime/routing';
import type { ReactNode } from 'react';
import { isPanelSection, type PanelSection, sectionLink } from '../components/panel-sections';
import { PanelSidebar } from '../components/panel-sidebar';
import { ApiReferenceSection } from '../features/api-reference/components/api-reference-section';
import { AuditSection } from '../features/audit/components/audit-section';
import { ConfigSection } from '../features/config/components/config-section';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { StaffPerformanceSection } from '../features/staff-performance/components/staff-performance-section';
import { TicketsSection } from '../features/tickets/components/tickets-section';
import { TokensSection } from '../features/tokens/components/tokens-section';
import { UsersSection } from '../features/users/components/users-section';
import { WebhooksSection } from '../features/webhooks/components/webhooks-section';
import type { AdminPanelTranslationKey } from '../i18n/translations';
import { registerAdminPanelTranslations, usePanelT } from '../i18n/use-panel-t';
import '../components/panel.css';

registerAdminPanelTranslations();

const SECTIONS: Record<
  PanelSection,
  { intro: AdminPanelTranslationKey; content: () => ReactNode }
> = {
  dashboard: { intro: 'dashboardIntro', content: () => <DashboardSection /> },
  staff: { intro: 'staffIntro', content: () => <StaffPerformanceSection /> },
  tickets: { intro: 'ticketsIntro', content: () => <TicketsSection /> },
  users: { intro: 'usersIntro', content: () => <UsersSection /> },
  tokens: { intro: 'tokensIntro', content: () => <TokensSection /> },
  webhooks: { intro: 'webhooksIntro', content: () => <WebhooksSection /> },
  audit: { intro: 'auditIntro', content: () => <AuditSection /> },
  api: { intro: 'apiIntro', content: () => <ApiReferenceSection /> },
  config: { intro: 'configIntro', content: () => <ConfigSection /> },
};

/** `mf_admin_panel/Panel` (power ≥ 100): the sidebar and the section named by the hash. */
export default function Panel({ section }: AdminPanelProps) {
  const t = usePanelT();
  if (!isPanelSection(section)) return <Navigate to={sectionLink('dashboard')} replace />;
  const { intro, content } = SECTIONS[section];
  return (
    <div className="ap-panel">
      <PanelSidebar current={section} />
      <section className="ap-section" aria-labelledby="ap-section-title">
        <h2 id="ap-section-title" className="ap-section-title">
          {t(section)}
        </h2>
        <p className="ap-section-intro">{t(intro)}</p>
        {content()}
      </section>
    </div>
  );
}
