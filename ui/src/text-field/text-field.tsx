import type { InputHTMLAttributes } from 'react';
import { useFieldControl } from '../field/field';
import '../field/field.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  type?: 'text' | 'search' | 'email' | 'url' | 'password' | 'number' | 'tel';
}

/** A one-line text input; inside a `Field` it takes the label, error and hint from it. */
export function TextField({ className, type = 'text', ...props }: TextFieldProps) {
  const control = useFieldControl(props);
  return <input type={type} className={`portal-control ${className ?? ''}`.trim()} {...control} />;
}
