import type { AiUsageFigures as Figures } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { FigureList } from '../../../components/figure-list';
import { useStatsT } from '../../../i18n/use-stats-t';
import { rateText } from '../rules/ai-usage-rows';

/** The period's suggestions made, their acceptance and how their comments were rated, overall. */
export function AiUsageFigures({ overall }: { overall: Figures }) {
  const t = useStatsT();
  const language = useLanguage();
  const number = (value: number) => value.toLocaleString(language);
  return (
    <FigureList
      figures={[
        { label: t('aiSuggested'), value: number(overall.suggested) },
        {
          label: t('aiAcceptance'),
          value: rateText(overall.acceptanceRate, language, t('aiNoRate')),
          detail: t('aiAcceptanceDetail', {
            sent: number(overall.sent),
            suggested: number(overall.suggested),
            count: overall.sentEdited,
          }),
        },
        {
          label: t('aiHelpfulness'),
          value: rateText(overall.helpfulRate, language, t('aiNoRate')),
          detail:
            overall.ratings === 0
              ? t('aiNoRatings')
              : t('aiHelpfulDetail', { helpful: number(overall.helpful), count: overall.ratings }),
        },
      ]}
    />
  );
}
