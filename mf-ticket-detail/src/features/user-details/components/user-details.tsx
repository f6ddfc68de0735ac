import type { PublicAccount, Resolution } from '@portal/shared/contract';
import { useLanguage, useLocalized } from '@portal/shared/runtime/i18n';
import { useAccountReports } from '@portal/shared/runtime/queries/get-account-reports';
import { useAccountStats } from '@portal/shared/runtime/queries/get-account-stats';
import { HoverPopup } from '../../../components/hover-popup';
import { accountName } from '../../../i18n/account-name';
import type { TicketDetailTranslationKey } from '../../../i18n/translations';
import { useDetailT } from '../../../i18n/use-detail-t';
import './user-details.css';

const RESOLUTION_TEXT: Record<Resolution, TicketDetailTranslationKey> = {
  unresolved: 'resolutionUnresolved',
  agreement: 'resolutionAgreement',
  accept_guilt: 'resolutionAcceptGuilt',
  valid: 'resolutionValid',
  invalid: 'resolutionInvalid',
};

/** GET /stats/{visualId} and GET /reports/{visualId}, asked only once the popup is open. */
function UserDetailsContent({ visualId }: { visualId: string }) {
  const t = useDetailT();
  const localized = useLocalized();
  const language = useLanguage();
  const { data: stats } = useAccountStats(visualId, { quiet: true });
  const { data: reports } = useAccountReports(visualId, { quiet: true });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  if (!stats && !reports) return <span>{t('loadingDetails')}</span>;
  return (
    <span className="td-user-details">
      {stats && (
        <span className="td-user-stats">
          <span>
            {t('faction')}: {stats.factionName} ({stats.factionCode})
          </span>
          <span>
            {t('factionRank')}: {stats.factionRank}
          </span>
          <span>
            {t('level')}: {stats.level}
          </span>
        </span>
      )}
      <strong className="td-popup-title">{t('reportHistory')}</strong>
      {reports?.length === 0 && <span>{t('noReports')}</span>}
      {reports?.map((report) => (
        <span key={report._id} className="td-user-report">
          {t('reportSummary', {
            id: report._id,
            date:
              report.reportDate === undefined ? t('inFraganti') : date.format(report.reportDate),
            rules: report.brokenRules.map((rule) => localized(rule.prettyName)).join(', '),
          })}{' '}
          · {t(RESOLUTION_TEXT[report.resolution])}
        </span>
      ))}
    </span>
  );
}

/** A player's name with their game stats and report history on hover or focus (staff only). */
export function UserDetails({ account }: { account: PublicAccount }) {
  const t = useDetailT();
  const name = accountName(account, t);
  if (account.isStaff) return <>{name}</>;
  return (
    <HoverPopup trigger={name} triggerLabel={t('userDetails', { name })}>
      {() => <UserDetailsContent visualId={account.visualId} />}
    </HoverPopup>
  );
}
