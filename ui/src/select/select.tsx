import type { SelectHTMLAttributes } from 'react';
import { useFieldControl } from '../field/field';
import { ChevronDownIcon } from '../icons/icons';
import '../field/field.css';
import './select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Options with the same group are shown under that heading (`<optgroup>`), in first-seen order. */
  group?: string;
  /** The option's own language, when it differs from the page's (a language's name in itself). */
  lang?: string;
}

function byGroup(options: readonly SelectOption[]): Array<[string | undefined, SelectOption[]]> {
  const groups = new Map<string | undefined, SelectOption[]>();
  for (const option of options) {
    groups.set(option.group, [...(groups.get(option.group) ?? []), option]);
  }
  return [...groups.entries()];
}

function OptionList({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
      {option.label}
    </option>
  ));
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
        {byGroup(options).map(([group, items]) =>
          group === undefined ? (
            <OptionList key="" options={items} />
          ) : (
            <optgroup key={group} label={group}>
              <OptionList options={items} />
            </optgroup>
          ),
        )}
      </select>
      <ChevronDownIcon className="portal-select-arrow" />
    </span>
  );
}
