import { useErrorText } from '@portal/shared/runtime/error-text';
import { useTicketsT } from '../../../i18n/use-tickets-t';
import type { FieldError as FieldErrorValue } from '../rules/ticket-draft';

export function FieldError({ id, error }: { id: string; error: FieldErrorValue | undefined }) {
  const t = useTicketsT();
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <p id={id} className="tk-field-error">
      {'code' in error
        ? errorText(error.code, error.params)
        : t(error.key, { max: error.max, min: error.min })}
    </p>
  );
}
