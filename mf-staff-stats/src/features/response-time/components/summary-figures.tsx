import type { PreviousResponseTime, ResponseTimeSummary } from '@portal/shared/contract';
import { formatDuration } from '@portal/shared/runtime/format-duration';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { FigureList } from '../../../components/figure-list';
import { useStatsT } from '../../../i18n/use-stats-t';
import { averageChange } from '../rules/change';

interface SummaryFiguresProps {
  globalAverageMillis: number;
  summary: ResponseTimeSummary | null;
  previous: PreviousResponseTime | null;
}

/** Global average, median, 90th percentile, answers and the change against the previous period. */
export function SummaryFigures({ globalAverageMillis, summary, previous }: SummaryFiguresProps) {
  const t = useStatsT();
  const language = useLanguage();
  const duration = (millis: number) => formatDuration(millis, language);
  const change = summary ? averageChange(summary, previous) : { kind: 'none' as const };
  const changeText =
    change.kind === 'none'
      ? t('changeNone')
      : t(
          change.kind === 'same'
            ? 'changeSame'
            : change.kind === 'slower'
              ? 'changeSlower'
              : 'changeFaster',
          { percent: change.percent, previous: duration(change.previousMillis) },
        );
  const figures = [
    { label: t('globalAverage'), value: duration(globalAverageMillis) },
    ...(summary
      ? [
          { label: t('median'), value: duration(summary.medianMillis) },
          { label: t('percentile90'), value: duration(summary.p90Millis) },
          { label: t('answers'), value: summary.count.toLocaleString(language) },
        ]
      : []),
    { label: t('changeVsPrevious'), value: changeText },
  ];
  return <FigureList figures={figures} />;
}
