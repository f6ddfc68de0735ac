import { Tabs } from '@portal/ui/tabs';
import { useState } from 'react';
import { Bar, type BarTone } from '../../../components/bar';
import { whoName } from '../../../components/who-name';
import { useStatsT } from '../../../i18n/use-stats-t';
import {
  type Part,
  type Selection,
  SPLITS,
  type Split,
  type StaffFigures,
  selectionSearch,
} from '../rules/staff-figures';
import './staff-chart.css';

const TONES: Record<Part, BarTone> = {
  support: 'accent',
  report: 'warning',
  opened: 'success',
  closed: 'danger',
};

interface StaffChartProps {
  figures: readonly StaffFigures[];
  onSelect: (selection: Selection) => void;
}

/** One bar per staff member, split by type or by status; each part opens its tickets. */
export function StaffChart({ figures, onSelect }: StaffChartProps) {
  const t = useStatsT();
  const [split, setSplit] = useState<Split>('type');
  const max = Math.max(0, ...figures.map((row) => row.total));
  return (
    <section className="ss-chart" aria-label={t('chartTitle')}>
      <Tabs
        label={t('splitBy')}
        tabs={[
          { id: 'type', label: t('byType') },
          { id: 'status', label: t('byStatus') },
        ]}
        selectedId={split}
        onSelect={setSplit}
      >
        <ul className="ss-chart-legend">
          {SPLITS[split].map((part) => (
            <li key={part}>
              <span className={`ss-swatch ss-tone-${TONES[part]}`} aria-hidden="true" />
              {t(part)}
            </li>
          ))}
        </ul>
        <ul className="ss-chart-rows">
          {figures.map((row) => {
            const who = whoName(row, t);
            return (
              <li key={row.who} className="ss-chart-row">
                <span className="ss-chart-name">{who}</span>
                <Bar
                  label={t('totalLabel', { who, count: row.total })}
                  max={max}
                  segments={SPLITS[split].map((part) => ({
                    id: part,
                    value: row[part],
                    tone: TONES[part],
                    label: t('segmentLabel', { who, part: t(part), count: row[part] }),
                    href: selectionSearch({ who: row.who, part }),
                  }))}
                  onOpen={(segment) => onSelect({ who: row.who, part: segment.id as Part })}
                />
                <span className="ss-chart-total">{row.total}</span>
              </li>
            );
          })}
        </ul>
      </Tabs>
    </section>
  );
}
