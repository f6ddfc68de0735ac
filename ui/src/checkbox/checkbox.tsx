import type { InputHTMLAttributes, ReactNode } from 'react';
import './checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible text; the whole label toggles the box. */
  label: ReactNode;
}

export function Checkbox({ label, className, ...props }: CheckboxProps) {
  return (
    <label className={`portal-checkbox ${className ?? ''}`.trim()}>
      <input type="checkbox" className="portal-checkbox-input" {...props} />
      <span>{label}</span>
    </label>
  );
}
