import { Button } from '@portal/ui/button';
import { IconButton } from '@portal/ui/icon-button';
import { CloseIcon } from '@portal/ui/icons';
import { TextField } from '@portal/ui/text-field';
import { useId } from 'react';
import { useFormT } from '../../../i18n/use-form-t';
import type { FieldError as FieldErrorValue } from '../rules/ticket-draft';
import { FieldError } from './field-error';

type RepeatableFieldProps = {
  legend: string;
  hint: string;
  itemLabel: (position: number) => string;
  addLabel: string;
  values: readonly string[];
  max: number;
  inputType: 'text' | 'url';
  listError: FieldErrorValue | undefined;
  itemErrors: Readonly<Record<number, FieldErrorValue>>;
  onAdd: () => void;
  onChange: (index: number, value: string) => void;
  onRemove: (index: number) => void;
};

/** A list of short inputs with add and remove (report partners, attachment addresses). */
export function RepeatableField(props: RepeatableFieldProps) {
  const t = useFormT();
  const id = useId();
  const { values, max, listError, itemErrors } = props;
  return (
    <fieldset
      className="tk-field tk-repeatable"
      aria-describedby={[`${id}-hint`, listError && `${id}-error`].filter(Boolean).join(' ')}
    >
      <legend className="tk-legend">{props.legend}</legend>
      <p id={`${id}-hint`} className="tk-hint">
        {props.hint}
      </p>
      {values.map((value, index) => {
        const inputId = `${id}-${index}`;
        const error = itemErrors[index];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity but their place
          <div key={index} className="tk-repeatable-row">
            <TextField
              aria-label={props.itemLabel(index + 1)}
              type={props.inputType}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => props.onChange(index, event.target.value)}
            />
            <IconButton
              icon={<CloseIcon />}
              label={t('removeItem', { item: props.itemLabel(index + 1) })}
              onClick={() => props.onRemove(index)}
            />
            <FieldError id={`${inputId}-error`} error={error} />
          </div>
        );
      })}
      <Button size="sm" disabled={values.length >= max} onClick={props.onAdd}>
        {props.addLabel}
      </Button>
      <FieldError id={`${id}-error`} error={listError} />
    </fieldset>
  );
}
