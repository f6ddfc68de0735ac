import type { DayRange, DayRangeForm } from '@portal/shared/contract';
import { Button } from '@portal/ui/button';
import { SearchIcon } from '@portal/ui/icons';
import type { ReactNode } from 'react';
import { usePanelT } from '../i18n/use-panel-t';
import { type DayLabels, DayRangeFields } from './day-range-fields';

/** What a filter form is given (`useAppliedFilters().filterProps`). */
export interface FilterProps<F extends DayRangeForm> {
  form: F;
  range: DayRange;
  onChange: (form: F) => void;
  /** The form already shows what the table shows. */
  applied: boolean;
  onApply: () => void;
}

/**
 * A section's filters: its own fields (if any), a range of days and Apply (or Enter), which
 * waits while the form already shows what the table shows or the days are out of order.
 */
export function FilterForm<F extends DayRangeForm>({
  children,
  dayLabels,
  form,
  range,
  onChange,
  applied,
  onApply,
}: FilterProps<F> & { children?: ReactNode; dayLabels: DayLabels }) {
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
      <DayRangeFields
        form={form}
        range={range}
        onChange={(days) => onChange({ ...form, ...days })}
        labels={dayLabels}
      />
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
