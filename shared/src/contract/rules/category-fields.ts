import type { ErrorDetail } from '../errors';
import type { Category } from '../schemas/category';

/** Checks inputs against the category's own fields: known titles, required flag and maxLength. */
export function validateCategoryFields(
  category: Pick<Category, 'fields'>,
  inputFields: Readonly<Record<string, string>>,
): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const titles = new Set(category.fields.map((field) => field.title));
  for (const title of Object.keys(inputFields)) {
    if (!titles.has(title)) {
      details.push({
        path: `inputFields.${title}`,
        message: `"${title}" is not a field of this category.`,
      });
    }
  }
  for (const field of category.fields) {
    const value = inputFields[field.title] ?? '';
    const path = `inputFields.${field.title}`;
    if (field.required && value.trim().length === 0) {
      details.push({ path, message: `"${field.title}" is required.` });
    } else if (value.length > field.maxLength) {
      details.push({
        path,
        message: `"${field.title}" has at most ${field.maxLength} characters.`,
      });
    }
  }
  return details;
}
