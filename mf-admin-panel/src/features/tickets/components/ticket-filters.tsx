import { STATUS_FILTERS, type StatusFilter } from '@portal/shared/contract';
import { Field } from '@portal/ui/field';
import { Select } from '@portal/ui/select';
import { TextField } from '@portal/ui/text-field';
import { FilterForm, type FilterProps } from '../../../components/filter-form';
import { usePanelT } from '../../../i18n/use-panel-t';
import type { TicketFilters as Filters } from '../rules/ticket-query';

const STATUS_LABELS = {
  opened: 'statusOpened',
  closed: 'statusClosed',
  mine: 'statusMine',
  unassigned: 'statusUnassigned',
} as const satisfies Record<StatusFilter, string>;

/** Search, status and creation days. */
export function TicketFilters(props: FilterProps<Filters>) {
  const t = usePanelT();
  const { form, onChange } = props;
  return (
    <FilterForm {...props} dayLabels={{ from: 'createdFrom', to: 'createdTo' }}>
      <Field label={t('search')}>
        <TextField
          type="search"
          value={form.search}
          onChange={(event) => onChange({ ...form, search: event.target.value })}
        />
      </Field>
      <Field label={t('status')}>
        <Select
          value={form.status}
          options={STATUS_FILTERS.map((status) => ({
            value: status,
            label: t(STATUS_LABELS[status]),
          }))}
          onChange={(event) => onChange({ ...form, status: event.target.value as StatusFilter })}
        />
      </Field>
    </FilterForm>
  );
}
