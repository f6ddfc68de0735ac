import { Field } from '@portal/ui/field';
import { Select } from '@portal/ui/select';
import { TextField } from '@portal/ui/text-field';
import type { DayRange } from '../../../components/day-range';
import { FilterForm } from '../../../components/filter-form';
import { usePanelT } from '../../../i18n/use-panel-t';
import type { StaffFilters as Filters } from '../rules/staff-query';

/** Staff name, ticket type, status and days. */
export function StaffFilters({
  form,
  range,
  onChange,
  onApply,
  applied,
}: {
  form: Filters;
  range: DayRange;
  onChange: (form: Filters) => void;
  onApply: () => void;
  applied: boolean;
}) {
  const t = usePanelT();
  return (
    <FilterForm
      days={form}
      range={range}
      onDaysChange={(days) => onChange({ ...form, ...days })}
      dayLabels={{ from: 'dayFrom', to: 'dayTo' }}
      applied={applied}
      onApply={onApply}
    >
      <Field label={t('staffName')}>
        <TextField
          type="search"
          value={form.staffName}
          onChange={(event) => onChange({ ...form, staffName: event.target.value })}
        />
      </Field>
      <Field label={t('type')}>
        <Select
          value={form.type}
          placeholder={t('allTypes')}
          options={[
            { value: 'support', label: t('support') },
            { value: 'report', label: t('report') },
          ]}
          onChange={(event) => onChange({ ...form, type: event.target.value as Filters['type'] })}
        />
      </Field>
      <Field label={t('status')}>
        <Select
          value={form.status}
          placeholder={t('allStatuses')}
          options={[
            { value: 'opened', label: t('opened') },
            { value: 'closed', label: t('closed') },
          ]}
          onChange={(event) =>
            onChange({ ...form, status: event.target.value as Filters['status'] })
          }
        />
      </Field>
    </FilterForm>
  );
}
