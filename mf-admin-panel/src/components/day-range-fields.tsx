import type { DayRange, DayRangeForm } from '@portal/shared/contract';
import { useErrorText } from '@portal/shared/runtime/error-text';
import { DateField } from '@portal/ui/date-field';
import { Field } from '@portal/ui/field';
import type { AdminPanelTranslationKey } from '../i18n/translations';
import { usePanelT } from '../i18n/use-panel-t';

/** The two fields' labels: what the days are of. */
export interface DayLabels {
  from: AdminPanelTranslationKey;
  to: AdminPanelTranslationKey;
}

/** The first and last day; the range rule's text shows beside the first. */
export function DayRangeFields({
  form,
  range,
  onChange,
  labels,
}: {
  form: DayRangeForm;
  labels: DayLabels;
  range: DayRange;
  onChange: (form: DayRangeForm) => void;
}) {
  const t = usePanelT();
  const errorText = useErrorText();
  const { issue } = range;
  return (
    <>
      <Field label={t(labels.from)} error={issue ? errorText(issue.code, issue.params) : undefined}>
        <DateField
          value={form.from}
          max={range.maxFrom}
          onChange={(event) => onChange({ ...form, from: event.target.value })}
        />
      </Field>
      <Field label={t(labels.to)}>
        <DateField
          value={form.to}
          max={range.maxTo}
          onChange={(event) => onChange({ ...form, to: event.target.value })}
        />
      </Field>
    </>
  );
}
