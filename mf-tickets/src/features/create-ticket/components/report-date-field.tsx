import { earliestReportDate, LIMITS } from '@portal/shared/contract';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { DateField } from '@portal/ui/date-field';
import { Field } from '@portal/ui/field';
import { Modal } from '@portal/ui/modal';
import { useState } from 'react';
import { useFormT } from '../../../i18n/use-form-t';
import { type FieldError as FieldErrorValue, formatLocalDateTime } from '../rules/ticket-draft';
import { useFieldErrorText } from './field-error';

type ReportDateFieldProps = {
  value: string;
  inFraganti: boolean;
  error: FieldErrorValue | undefined;
  onChange: (changes: { reportDate?: string; inFraganti?: boolean }) => void;
};

/**
 * The date of the events (last 31 days up to now) or "in the act", which hides the date and
 * shows the `report.in_fraganti_warning` dialog (SPEC §5, §8).
 */
export function ReportDateField({ value, inFraganti, error, onChange }: ReportDateFieldProps) {
  const t = useFormT();
  const errorText = useFieldErrorText();
  const [warning, setWarning] = useState(false);
  const now = Date.now();
  return (
    <div className="tk-field">
      <Checkbox
        label={t('inFragantiLabel')}
        checked={inFraganti}
        onChange={(event) => {
          onChange({ inFraganti: event.target.checked });
          setWarning(event.target.checked);
        }}
      />
      {!inFraganti && (
        <Field
          label={
            <>
              {t('reportDateLabel')} <span className="tk-required">{t('requiredMark')}</span>
            </>
          }
          hint={t('reportDateHint', { days: LIMITS.reportWindowMs / 86_400_000 })}
          error={errorText(error)}
        >
          <DateField
            kind="datetime-local"
            value={value}
            min={formatLocalDateTime(earliestReportDate(now))}
            max={formatLocalDateTime(now)}
            required
            onChange={(event) => onChange({ reportDate: event.target.value })}
          />
        </Field>
      )}
      <Modal
        open={warning}
        title={t('inFragantiTitle')}
        closeLabel={t('close')}
        onClose={() => setWarning(false)}
        footer={
          <Button variant="primary" onClick={() => setWarning(false)}>
            {t('understood')}
          </Button>
        }
      >
        <p>{t('report.in_fraganti_warning')}</p>
      </Modal>
    </div>
  );
}
