import { TICKET_STATUS, TICKET_TYPE } from '@portal/shared/contract';
import { Field } from '@portal/ui/field';
import { Select } from '@portal/ui/select';
import { TextField } from '@portal/ui/text-field';
import { FilterForm, type FilterProps } from '../../../components/filter-form';
import { usePanelT } from '../../../i18n/use-panel-t';
import type { StaffFilters as Filters } from '../rules/staff-query';

// The contract's names of each type and status are also the keys of their texts.
const TYPES = Object.keys(TICKET_TYPE) as (keyof typeof TICKET_TYPE)[];
const STATUSES = Object.keys(TICKET_STATUS) as (keyof typeof TICKET_STATUS)[];

/** Staff name, ticket type, status and days. */
export function StaffFilters(props: FilterProps<Filters>) {
  const t = usePanelT();
  const { form, onChange } = props;
  return (
    <FilterForm {...props} dayLabels={{ from: 'dayFrom', to: 'dayTo' }}>
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
          options={TYPES.map((type) => ({ value: type, label: t(type) }))}
          onChange={(event) => onChange({ ...form, type: event.target.value as Filters['type'] })}
        />
      </Field>
      <Field label={t('status')}>
        <Select
          value={form.status}
          placeholder={t('allStatuses')}
          options={STATUSES.map((status) => ({ value: status, label: t(status) }))}
          onChange={(event) =>
            onChange({ ...form, status: event.target.value as Filters['status'] })
          }
        />
      </Field>
    </FilterForm>
  );
}
