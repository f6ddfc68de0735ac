import { useTicketsT } from '../../../i18n/use-tickets-t';
import type { FieldError as FieldErrorValue } from '../rules/ticket-draft';

export function FieldError({ id, error }: { id: string; error: FieldErrorValue | undefined }) {
  const t = useTicketsT();
  if (!error) return null;
  return (
    <p id={id} className="tk-field-error">
      {t(error.key, { max: error.max, min: error.min })}
    </p>
  );
}
