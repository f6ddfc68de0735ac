import type { InputHTMLAttributes } from 'react';
import { useFieldControl } from '../field/field';
import '../field/field.css';
import './date-field.css';

export interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** `date` (YYYY-MM-DD), `datetime-local` (YYYY-MM-DDTHH:mm, the user's time zone) or `time` (HH:mm). */
  kind?: 'date' | 'datetime-local' | 'time';
}

/** The browser's own date or time picker with the portal's look; `min`/`max` bound it as usual. */
export function DateField({ kind = 'date', className, ...props }: DateFieldProps) {
  const control = useFieldControl(props);
  return (
    <input
      type={kind}
      className={`portal-control portal-date-field ${className ?? ''}`.trim()}
      {...control}
    />
  );
}
