import { STATUS_FILTERS, type StatusFilter } from '@portal/shared/contract';
import { Button } from '@portal/ui/button';
import { Field } from '@portal/ui/field';
import { SearchIcon } from '@portal/ui/icons';
import { Select } from '@portal/ui/select';
import { TextField } from '@portal/ui/text-field';
import type { DayRange } from '../../../components/day-range';
import { DayRangeFields } from '../../../components/day-range-fields';
import { usePanelT } from '../../../i18n/use-panel-t';
import type { TicketFilters as Filters } from '../rules/ticket-query';

const STATUS_LABELS = {
  opened: 'statusOpened',
  closed: 'statusClosed',
  mine: 'statusMine',
  unassigned: 'statusUnassigned',
} as const satisfies Record<StatusFilter, string>;

/** Search, status and creation days; Apply (or Enter) asks for them. */
export function TicketFilters({
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
  /** The form already shows what the table shows. */
  applied: boolean;
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
      <DayRangeFields
        form={form}
        range={range}
        onChange={(days) => onChange({ ...form, ...days })}
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
