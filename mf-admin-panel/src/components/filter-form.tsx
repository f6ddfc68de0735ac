import { Button } from '@portal/ui/button';
import { SearchIcon } from '@portal/ui/icons';
import type { ReactNode } from 'react';
import { usePanelT } from '../i18n/use-panel-t';
import type { DayRange, DayRangeForm } from './day-range';
import { type DayLabels, DayRangeFields } from './day-range-fields';

/**
 * A table's filters: the section's own fields, a range of days and Apply (or Enter), which
 * waits while the form already shows what the table shows or the days are out of order.
 */
export function FilterForm({
  children,
  days,
  range,
  onDaysChange,
  dayLabels,
  applied,
  onApply,
}: {
  children: ReactNode;
  days: DayRangeForm;
  range: DayRange;
  onDaysChange: (days: DayRangeForm) => void;
  dayLabels: DayLabels;
  applied: boolean;
  onApply: () => void;
}) {
  const t = usePanelT();
  return (
    <form
      className="ap-filters"
      aria-label={t('filters')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!range.issue) onApply();
      }}
    >
      {children}
      <DayRangeFields form={days} range={range} onChange={onDaysChange} labels={dayLabels} />
      <Button
        type="submit"
        variant="primary"
        icon={<SearchIcon />}
        disabled={applied || range.issue !== null}
      >
        {t('apply')}
      </Button>
    </form>
  );
}
