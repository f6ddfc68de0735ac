import type { InputHTMLAttributes } from 'react';
import { useFieldControl } from '../field/field';
import '../field/field.css';
import './date-field.css';

export interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** `date` (YYYY-MM-DD) or `datetime-local` (YYYY-MM-DDTHH:mm, the user's time zone). */
  kind?: 'date' | 'datetime-local';
}

/** The browser's own date picker with the portal's look; `min`/`max` bound it as usual. */
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
