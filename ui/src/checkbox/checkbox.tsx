import type { InputHTMLAttributes, ReactNode } from 'react';
import './checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible text; the whole label toggles the box. */
  label: ReactNode;
  /** Neither checked nor not ("some of them"): a DOM property only, so set on the element. */
  indeterminate?: boolean;
}

export function Checkbox({ label, className, indeterminate = false, ...props }: CheckboxProps) {
  return (
    <label className={`portal-checkbox ${className ?? ''}`.trim()}>
      <input
        type="checkbox"
        className="portal-checkbox-input"
        ref={(box) => {
          if (box) box.indeterminate = indeterminate;
        }}
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}
