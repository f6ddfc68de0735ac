import { ERROR_CODES } from '../errors';
import type { Category } from '../schemas/category';
import type { RuleIssue } from './rule-issue';

/** Checks inputs against the category's own fields: known titles, required flag and maxLength. */
export function categoryFieldIssues(
  category: Pick<Category, 'fields'>,
  inputFields: Readonly<Record<string, string>>,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const titles = new Set(category.fields.map((field) => field.title));
  for (const title of Object.keys(inputFields)) {
    if (!titles.has(title)) {
      issues.push({
        path: `inputFields.${title}`,
        code: ERROR_CODES.unknownField,
        params: { field: title },
      });
    }
  }
  for (const field of category.fields) {
    const value = inputFields[field.title] ?? '';
    const path = `inputFields.${field.title}`;
    // Named as the form labels it, in the reader's language.
    const name = field.label ?? field.title;
    if (field.required && value.trim().length === 0) {
      issues.push({ path, code: ERROR_CODES.fieldRequired, params: { field: name } });
    } else if (value.length > field.maxLength) {
      issues.push({
        path,
        code: ERROR_CODES.fieldTooLong,
        params: { field: name, max: field.maxLength },
      });
    }
  }
  return issues;
}
