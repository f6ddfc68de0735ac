import { useTicketsT } from '../../../i18n/use-tickets-t';

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
  const t = useTicketsT();
  const toggle = (value: T, checked: boolean) =>
    onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <fieldset className="tk-checklist">
      <legend className="tk-label">{legend}</legend>
      <label className="tk-check">
        <input type="checkbox" checked={chosen.length === 0} onChange={() => onChange([])} />
        {t('filterAll')}
      </label>
      {options.map((option) => (
        <label key={option.value} className="tk-check">
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
