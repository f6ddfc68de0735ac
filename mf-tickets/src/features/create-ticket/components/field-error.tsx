import { useErrorText } from '@portal/shared/runtime/error-text';
import { FieldMessage } from '@portal/ui/field';
import { useFormT } from '../../../i18n/use-form-t';
import type { FieldError as FieldErrorValue } from '../rules/ticket-draft';

/** A form problem in the user's language: a contract code's text, or the form's own short text. */
export function useFieldErrorText() {
  const t = useFormT();
  const errorText = useErrorText();
  return (error: FieldErrorValue | undefined): string | undefined => {
    if (!error) return undefined;
    return 'code' in error
      ? errorText(error.code, error.params)
      : t(error.key, { max: error.max, min: error.min });
  };
}

/**
 * The error of a group of controls (a fieldset, a list entry, the whole form) as the kit's
 * `FieldMessage`; single controls get theirs from `Field`.
 */
export function FieldError({ id, error }: { id: string; error: FieldErrorValue | undefined }) {
  const text = useFieldErrorText()(error);
  if (!text) return null;
  return <FieldMessage id={id}>{text}</FieldMessage>;
}
