import type { ErrorDetail } from '../errors';
import type { Category } from '../schemas/category';

function unknownKeys(chosen: readonly string[], offered: readonly { key: string }[]): string[] {
  const keys = new Set(offered.map((rule) => rule.key));
  return chosen.filter((key) => !keys.has(key));
}

/** Broken and secondary rules of a report must belong to its category. */
export function validateReportRules(
  category: Pick<Category, 'rules' | 'secondaryRules'>,
  brokenRules: readonly string[],
  secondaryRules: readonly string[],
): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const key of unknownKeys(brokenRules, category.rules)) {
    details.push({ path: 'brokenRules', message: `"${key}" is not a rule of this category.` });
  }
  for (const key of unknownKeys(secondaryRules, category.secondaryRules)) {
    details.push({
      path: 'secondaryRules',
      message: `"${key}" is not a secondary rule of this category.`,
    });
  }
  return details;
}
