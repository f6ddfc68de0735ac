import { useId } from 'react';
import type { FieldError as FieldErrorValue } from '../rules/ticket-draft';
import { FieldError } from './field-error';

export type PickerOption = { key: string; label: string; description: string; section?: string };

function bySection(options: readonly PickerOption[]): Array<[string, PickerOption[]]> {
  const sections = new Map<string, PickerOption[]>();
  for (const option of options) {
    const section = option.section ?? '';
    sections.set(section, [...(sections.get(section) ?? []), option]);
  }
  return [...sections.entries()];
}

function OptionList({ options }: { options: readonly PickerOption[] }) {
  return options.map((option) => (
    <option key={option.key} value={option.key}>
      {option.label}
    </option>
  ));
}

type OptionPickerProps = {
  label: string;
  placeholder: string;
  options: readonly PickerOption[];
  value: string;
  error: FieldErrorValue | undefined;
  onChange: (key: string) => void;
};

/** A required select (options optionally in sections) that shows the chosen option's description under it. */
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
        {bySection(options).map(([section, items]) =>
          section ? (
            <optgroup key={section} label={section}>
              <OptionList options={items} />
            </optgroup>
          ) : (
            <OptionList key="" options={items} />
          ),
        )}
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
