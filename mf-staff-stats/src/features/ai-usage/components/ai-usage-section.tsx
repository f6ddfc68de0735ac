import type { PublicAccount, SuggestionSourceKind } from '@portal/shared/contract';
import { useAiUsage } from '@portal/shared/runtime/queries/get-ai-usage';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { Skeleton } from '@portal/ui/skeleton';
import { useMemo } from 'react';
import { whoName } from '../../../components/who-name';
import type { StaffStatsTranslationKey } from '../../../i18n/translations';
import { useStatsT } from '../../../i18n/use-stats-t';
import { sourceRows, staffRows } from '../rules/ai-usage-rows';
import { AiUsageFigures } from './ai-usage-figures';
import { AiUsageTable } from './ai-usage-table';
import './ai-usage-section.css';

const SOURCE_NAMES: Record<SuggestionSourceKind, StaffStatsTranslationKey> = {
  ticket: 'aiSourceTicket',
  canned: 'aiSourceCanned',
  model: 'aiSourceModel',
};

/** No dates: the server's last 30 whole UTC days, the period of the rest of the view. */
const LAST_30_DAYS = {};

/**
 * How the AI-suggested replies were used (GET /ai/usage): overall, per staff member they were
 * made for (named as in the view's other tables) and per source kind.
 */
export function AiUsageSection() {
  const t = useStatsT();
  const { data, error, isLoading } = useAiUsage(LAST_30_DAYS);
  const rows = useMemo(() => {
    if (!data) return null;
    const staffName = (staff: PublicAccount) =>
      whoName({ who: staff.visualId, name: staff.name }, t);
    return {
      staff: staffRows(data, staffName),
      sources: sourceRows(data, (kind) => t(SOURCE_NAMES[kind])),
    };
  }, [data, t]);

  const content = () => {
    if (isLoading) {
      return (
        <div aria-busy="true">
          <span className="portal-visually-hidden">{t('aiUsageLoading')}</span>
          <Skeleton height={96} shape="block" />
        </div>
      );
    }
    if (error || !data || !rows) return <EmptyState title={t('loadFailed')} />;
    if (data.overall.suggested === 0) return <EmptyState title={t('aiUsageEmpty')} />;
    return (
      <>
        <AiUsageFigures overall={data.overall} />
        <h4 className="ss-ai-usage-heading">{t('aiPerStaff')}</h4>
        <AiUsageTable
          caption={t('aiPerStaffTable')}
          nameHeader={t('staffMember')}
          rows={rows.staff}
        />
        <h4 className="ss-ai-usage-heading">{t('aiPerSource')}</h4>
        <AiUsageTable
          caption={t('aiPerSourceTable')}
          nameHeader={t('aiSource')}
          rows={rows.sources}
        />
      </>
    );
  };

  return (
    <Card title={t('aiUsageTitle')} subtitle={t('aiUsageIntro')}>
      {content()}
    </Card>
  );
}
