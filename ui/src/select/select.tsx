import type { SelectHTMLAttributes } from 'react';
import { useFieldControl } from '../field/field';
import { ChevronDownIcon } from '../icons/icons';
import '../field/field.css';
import './select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose…"); selected while `value` is ''. */
  placeholder?: string;
}

/** The native `<select>` (keyboard and screen readers for free) with the portal's look. */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  const control = useFieldControl(props);
  return (
    <span className={`portal-select ${className ?? ''}`.trim()}>
      <select className="portal-control portal-select-control" {...control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="portal-select-arrow" />
    </span>
  );
}
