import { useId } from 'react';
import type { FieldError as FieldErrorValue } from '../rules/validate-support-ticket';
import { FieldError } from './field-error';

export type PickerOption = { key: string; label: string; description: string };

type OptionPickerProps = {
  label: string;
  placeholder: string;
  options: readonly PickerOption[];
  value: string;
  error: FieldErrorValue | undefined;
  onChange: (key: string) => void;
};

/** A required select that shows the chosen option's description under it. */
export function OptionPicker(props: OptionPickerProps) {
  const { label, placeholder, options, value, error, onChange } = props;
  const id = useId();
  const chosen = options.find((option) => option.key === value);
  const describedBy = [chosen?.description && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="tk-field">
      <label htmlFor={id} className="tk-label">
        {label}
      </label>
      <select
        id={id}
        className="tk-input"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
      {chosen?.description && (
        <p id={`${id}-hint`} className="tk-hint">
          {chosen.description}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
