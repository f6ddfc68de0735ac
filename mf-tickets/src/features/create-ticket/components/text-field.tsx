import { useId } from 'react';
import { useTicketsT } from '../../../i18n/use-tickets-t';
import type { FieldError as FieldErrorValue } from '../rules/ticket-draft';
import { FieldError } from './field-error';

type TextFieldProps = {
  label: string;
  description?: string;
  value: string;
  maxLength: number;
  required: boolean;
  error: FieldErrorValue | undefined;
  multiline?: boolean;
  onChange: (value: string) => void;
};

/**
 * A labelled input with its hint, counter and error beside it. No maxLength attribute: text over
 * the limit stays visible with its error instead of being cut silently.
 */
export function TextField(props: TextFieldProps) {
  const { label, description, value, maxLength, required, error, multiline, onChange } = props;
  const t = useTicketsT();
  const id = useId();
  const describedBy = [description && `${id}-hint`, `${id}-count`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const inputProps = {
    id,
    className: 'tk-input',
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const over = value.trim().length > maxLength;

  return (
    <div className="tk-field">
      <label htmlFor={id} className="tk-label">
        {label} {!required && <span className="tk-optional">{t('optionalMark')}</span>}
      </label>
      {description && (
        <p id={`${id}-hint`} className="tk-hint">
          {description}
        </p>
      )}
      {multiline ? (
        <textarea {...inputProps} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...inputProps} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <span id={`${id}-count`} className={over ? 'tk-count tk-count-over' : 'tk-count'}>
        {t('characterCount', { count: value.trim().length, max: maxLength })}
      </span>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
