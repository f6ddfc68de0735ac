import type { Rule } from '@portal/shared/contract';
import { useLocalized } from '@portal/shared/runtime/i18n';
import { Checkbox } from '@portal/ui/checkbox';
import { useId } from 'react';

type RulesPickerProps = {
  legend: string;
  rules: readonly Rule[];
  chosen: readonly string[];
  onToggle: (key: string, on: boolean) => void;
};

/** Rules a report says were broken, each with its description in the user's language. */
export function RulesPicker({ legend, rules, chosen, onToggle }: RulesPickerProps) {
  const localized = useLocalized();
  const id = useId();
  if (rules.length === 0) return null;
  return (
    <fieldset className="tk-field tk-rules">
      <legend className="tk-legend">{legend}</legend>
      {rules.map((rule) => (
        <div key={rule.key} className="tk-rule">
          <Checkbox
            label={localized(rule.prettyName)}
            checked={chosen.includes(rule.key)}
            aria-describedby={`${id}-${rule.key}-description`}
            onChange={(event) => onToggle(rule.key, event.target.checked)}
          />
          <p id={`${id}-${rule.key}-description`} className="tk-hint tk-rule-description">
            {localized(rule.description)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
