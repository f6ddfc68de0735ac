import { ERROR_CODES } from '../errors';
import type { Category } from '../schemas/category';
import type { RuleIssue } from './rule-issue';

function unknownKeys(chosen: readonly string[], offered: readonly { key: string }[]): string[] {
  const keys = new Set(offered.map((rule) => rule.key));
  return chosen.filter((key) => !keys.has(key));
}

/** Broken and secondary rules of a report must belong to its category. */
export function reportRuleIssues(
  category: Pick<Category, 'rules' | 'secondaryRules'>,
  brokenRules: readonly string[],
  secondaryRules: readonly string[],
): RuleIssue[] {
  return [
    ...unknownKeys(brokenRules, category.rules).map((rule) => ({
      path: 'brokenRules',
      code: ERROR_CODES.unknownRule,
      params: { rule },
    })),
    ...unknownKeys(secondaryRules, category.secondaryRules).map((rule) => ({
      path: 'secondaryRules',
      code: ERROR_CODES.unknownRule,
      params: { rule },
    })),
  ];
}
