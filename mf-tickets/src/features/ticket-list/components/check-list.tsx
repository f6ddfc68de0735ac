import { Checkbox } from '@portal/ui/checkbox';
import { useListT } from '../../../i18n/use-list-t';

export type CheckOption<T> = { value: T; label: string };

type CheckListProps<T> = {
  legend: string;
  options: readonly CheckOption<T>[];
  /** Empty = everything (the filter is off). */
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
};

/** A multi-choice filter: "All" clears the choice, each box adds or removes one value. */
export function CheckList<T extends string | number>(props: CheckListProps<T>) {
  const { legend, options, chosen, onChange } = props;
  const t = useListT();
  const toggle = (value: T, checked: boolean) =>
    onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <fieldset className="tk-checklist">
      <legend className="tk-legend">{legend}</legend>
      <Checkbox
        label={t('filterAll')}
        checked={chosen.length === 0}
        onChange={() => onChange([])}
      />
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          checked={chosen.includes(option.value)}
          onChange={(event) => toggle(option.value, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}
