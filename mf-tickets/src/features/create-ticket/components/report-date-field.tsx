import { earliestReportDate, LIMITS } from '@portal/shared/contract';
import { useId, useState } from 'react';
import { useTicketsT } from '../../../i18n/use-tickets-t';
import { type FieldError as FieldErrorValue, formatLocalDateTime } from '../rules/ticket-draft';
import { FieldError } from './field-error';
import { Modal } from './modal';

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
  const t = useTicketsT();
  const id = useId();
  const [warning, setWarning] = useState(false);
  const now = Date.now();
  return (
    <div className="tk-field">
      <div className="tk-check">
        <input
          id={`${id}-act`}
          type="checkbox"
          checked={inFraganti}
          onChange={(event) => {
            onChange({ inFraganti: event.target.checked });
            setWarning(event.target.checked);
          }}
        />
        <label htmlFor={`${id}-act`}>{t('inFragantiLabel')}</label>
      </div>
      {!inFraganti && (
        <>
          <label htmlFor={id} className="tk-label">
            {t('reportDateLabel')} <span className="tk-required">{t('requiredMark')}</span>
          </label>
          <p id={`${id}-hint`} className="tk-hint">
            {t('reportDateHint', { days: LIMITS.reportWindowMs / 86_400_000 })}
          </p>
          <input
            id={id}
            className="tk-input"
            type="datetime-local"
            value={value}
            min={formatLocalDateTime(earliestReportDate(now))}
            max={formatLocalDateTime(now)}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
            onChange={(event) => onChange({ reportDate: event.target.value })}
          />
          <FieldError id={`${id}-error`} error={error} />
        </>
      )}
      {warning && (
        <Modal title={t('inFragantiTitle')} onClose={() => setWarning(false)}>
          <p>{t('report.in_fraganti_warning')}</p>
          <button
            type="button"
            className="tk-button tk-button-primary"
            onClick={() => setWarning(false)}
          >
            {t('understood')}
          </button>
        </Modal>
      )}
    </div>
  );
}
