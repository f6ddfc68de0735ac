import { useErrorText } from '@portal/shared/runtime/error-text';
import { DateField } from '@portal/ui/date-field';
import { Field } from '@portal/ui/field';
import { usePanelT } from '../i18n/use-panel-t';
import type { DayRange, DayRangeForm } from './day-range';

/** "Created from" and "Created to" days; the range rule's text shows beside the start. */
export function DayRangeFields({
  form,
  range,
  onChange,
}: {
  form: DayRangeForm;
  range: DayRange;
  onChange: (form: DayRangeForm) => void;
}) {
  const t = usePanelT();
  const errorText = useErrorText();
  const { issue } = range;
  return (
    <>
      <Field label={t('dateFrom')} error={issue ? errorText(issue.code, issue.params) : undefined}>
        <DateField
          value={form.from}
          max={range.maxFrom}
          onChange={(event) => onChange({ ...form, from: event.target.value })}
        />
      </Field>
      <Field label={t('dateTo')}>
        <DateField
          value={form.to}
          max={range.maxTo}
          onChange={(event) => onChange({ ...form, to: event.target.value })}
        />
      </Field>
    </>
  );
}
