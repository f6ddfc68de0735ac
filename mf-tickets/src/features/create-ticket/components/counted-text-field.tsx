import { Field } from '@portal/ui/field';
import { TextArea } from '@portal/ui/text-area';
import { TextField } from '@portal/ui/text-field';
import { useId } from 'react';
import { useFormT } from '../../../i18n/use-form-t';
import type { FieldError as FieldErrorValue } from '../rules/ticket-draft';
import { useFieldErrorText } from './field-error';

type CountedTextFieldProps = {
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
export function CountedTextField(props: CountedTextFieldProps) {
  const { label, description, value, maxLength, required, error, multiline, onChange } = props;
  const t = useFormT();
  const errorText = useFieldErrorText();
  const countId = useId();
  const over = value.trim().length > maxLength;
  const controlProps = { value, required, 'aria-describedby': countId };

  return (
    <div className="tk-field">
      <Field
        label={
          <>
            {label} {!required && <span className="tk-optional">{t('optionalMark')}</span>}
          </>
        }
        hint={description}
        error={errorText(error)}
      >
        {multiline ? (
          <TextArea {...controlProps} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <TextField {...controlProps} onChange={(event) => onChange(event.target.value)} />
        )}
      </Field>
      <span id={countId} className={over ? 'tk-count tk-count-over' : 'tk-count'}>
        {t('characterCount', { count: value.trim().length, max: maxLength })}
      </span>
    </div>
  );
}
