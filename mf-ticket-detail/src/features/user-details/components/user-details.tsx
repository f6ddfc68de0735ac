import type { AccountStats, PublicAccount } from '@portal/shared/contract';
import { useAccountName } from '@portal/shared/runtime/account-name';
import { useLanguage, useLocalized } from '@portal/shared/runtime/i18n';
import { useAccountReports } from '@portal/shared/runtime/queries/get-account-reports';
import { useAccountStats } from '@portal/shared/runtime/queries/get-account-stats';
import { useResolutionName } from '@portal/shared/runtime/resolution-name';
import { HoverCard } from '@portal/ui/hover-card';
import { Skeleton } from '@portal/ui/skeleton';
import { useDetailT } from '../../../i18n/use-detail-t';
import './user-details.css';

/** What the game does not know is shown as a dash, never as "null" or an empty "()". */
const NO_VALUE = '—';

function factionText({ factionName, factionCode }: AccountStats): string {
  if (factionName === null) return factionCode ?? NO_VALUE;
  return factionCode === null ? factionName : `${factionName} (${factionCode})`;
}

function StatsFacts({ stats }: { stats: AccountStats }) {
  const t = useDetailT();
  return (
    <ul className="td-user-stats">
      <li>
        {t('faction')}: {factionText(stats)}
      </li>
      <li>
        {t('factionRank')}: {stats.factionRank ?? NO_VALUE}
      </li>
      <li>
        {t('level')}: {stats.level ?? NO_VALUE}
      </li>
    </ul>
  );
}

/**
 * GET /stats/{visualId} and GET /reports/{visualId}, asked only once the card is open. Each part
 * shows as soon as it arrives; a failed part says so instead of loading for ever.
 */
function UserDetailsContent({ visualId }: { visualId: string }) {
  const t = useDetailT();
  const localized = useLocalized();
  const resolutionName = useResolutionName();
  const language = useLanguage();
  const stats = useAccountStats(visualId, { quiet: true });
  const reports = useAccountReports(visualId, { quiet: true });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const loading = <Skeleton width="12em" />;

  return (
    <div className="td-user-details" aria-busy={!stats.data && !stats.error}>
      {stats.data ? (
        <StatsFacts stats={stats.data} />
      ) : stats.error ? (
        <p>{t('statsFailed')}</p>
      ) : (
        loading
      )}
      <strong className="td-card-title">{t('reportHistory')}</strong>
      {reports.error && !reports.data && <p>{t('reportsFailed')}</p>}
      {!reports.data && !reports.error && loading}
      {reports.data?.length === 0 && <p>{t('noReports')}</p>}
      {reports.data && reports.data.length > 0 && (
        <ul className="td-user-reports">
          {reports.data.map((report) => (
            <li key={report._id}>
              {t('reportSummary', {
                id: report._id,
                date:
                  report.reportDate === undefined
                    ? t('inFraganti')
                    : date.format(report.reportDate),
                rules: report.brokenRules.map((rule) => localized(rule.prettyName)).join(', '),
              })}{' '}
              · {resolutionName(report.resolution)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A player's name with their game stats and report history on hover or focus (staff only). */
export function UserDetails({ account }: { account: PublicAccount }) {
  const t = useDetailT();
  const name = useAccountName()(account);
  if (account.isStaff) return <>{name}</>;
  return (
    <HoverCard trigger={name} triggerLabel={t('userDetails', { name })}>
      {() => <UserDetailsContent visualId={account.visualId} />}
    </HoverCard>
  );
}
