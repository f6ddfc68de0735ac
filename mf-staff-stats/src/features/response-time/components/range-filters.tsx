import type { RuleIssue } from '@portal/shared/contract';
import { useErrorText } from '@portal/shared/runtime/error-text';
import { DateField } from '@portal/ui/date-field';
import { Field } from '@portal/ui/field';
import { Select, type SelectOption } from '@portal/ui/select';
import { useStatsT } from '../../../i18n/use-stats-t';
import type { RangeForm } from '../rules/range-form';
import './range-filters.css';

interface RangeFiltersProps {
  form: RangeForm;
  onChange: (form: RangeForm) => void;
  issue: RuleIssue | null;
  maxStart: string;
  maxEnd: string;
  staffOptions: readonly SelectOption[];
  categoryOptions: readonly SelectOption[];
}

/** Start and end dates, staff member and category; every change applies at once. */
export function RangeFilters({
  form,
  onChange,
  issue,
  maxStart,
  maxEnd,
  staffOptions,
  categoryOptions,
}: RangeFiltersProps) {
  const t = useStatsT();
  const errorText = useErrorText();
  const set = (part: Partial<RangeForm>) => onChange({ ...form, ...part });
  return (
    <fieldset className="ss-range-filters">
      <legend className="portal-visually-hidden">{t('filters')}</legend>
      <Field label={t('startDate')} error={issue ? errorText(issue.code, issue.params) : undefined}>
        <DateField
          value={form.start}
          max={maxStart}
          onChange={(event) => set({ start: event.target.value })}
        />
      </Field>
      <Field label={t('endDate')}>
        <DateField
          value={form.end}
          max={maxEnd}
          onChange={(event) => set({ end: event.target.value })}
        />
      </Field>
      <Field label={t('staffMember')}>
        <Select
          value={form.staffId}
          placeholder={t('allStaff')}
          options={staffOptions}
          onChange={(event) => set({ staffId: event.target.value })}
        />
      </Field>
      <Field label={t('category')}>
        <Select
          value={form.category}
          placeholder={t('allCategories')}
          options={categoryOptions}
          onChange={(event) => set({ category: event.target.value })}
        />
      </Field>
    </fieldset>
  );
}
