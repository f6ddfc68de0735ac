import { Field } from '@portal/ui/field';
import { Select } from '@portal/ui/select';
import type { FieldError as FieldErrorValue } from '../rules/ticket-draft';
import { useFieldErrorText } from './field-error';

export type PickerOption = { key: string; label: string; description: string; section?: string };

type OptionPickerProps = {
  label: string;
  placeholder: string;
  options: readonly PickerOption[];
  value: string;
  error: FieldErrorValue | undefined;
  onChange: (key: string) => void;
};

/** A required select (options optionally in sections) described by the chosen option's description. */
export function OptionPicker(props: OptionPickerProps) {
  const { label, placeholder, options, value, error, onChange } = props;
  const errorText = useFieldErrorText();
  const chosen = options.find((option) => option.key === value);
  return (
    <Field
      label={label}
      hint={chosen?.description || undefined}
      error={errorText(error)}
      className="tk-field"
    >
      <Select
        value={value}
        required
        placeholder={placeholder}
        options={options.map((option) => ({
          value: option.key,
          label: option.label,
          group: option.section,
        }))}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
