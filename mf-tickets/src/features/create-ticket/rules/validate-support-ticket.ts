import {
  type Category,
  type CreateTicketInput,
  supportTicketBodySchema,
  TICKET_TYPE,
} from '@portal/shared/contract';
import type { z } from 'zod';
import type { TicketsTranslationKey } from '../../../i18n/translations';

export type FieldError = { key: TicketsTranslationKey; max?: number };

export type SupportTicketDraft = {
  group: string;
  category: string;
  title: string;
  /** Values typed into the category's fields, keyed by field title. */
  inputFields: Record<string, string>;
};

export type SupportTicketErrors = {
  group?: FieldError;
  category?: FieldError;
  title?: FieldError;
  fields: Record<string, FieldError>;
};

export type SupportTicketValidation =
  | { valid: true; body: CreateTicketInput; errors: SupportTicketErrors }
  | { valid: false; errors: SupportTicketErrors };

/** The contract's messages are English for API clients; the form shows its own translations. */
function toFieldError(issue: z.core.$ZodIssue): FieldError {
  if (issue.code === 'too_big') return { key: 'errorTooLong', max: Number(issue.maximum) };
  if (issue.code === 'too_small' || issue.code === 'custom') return { key: 'errorRequired' };
  return { key: 'errorInvalid' };
}

function categoryFieldErrors(
  category: Category | undefined,
  inputFields: Record<string, string>,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of category?.fields ?? []) {
    const value = (inputFields[field.title] ?? '').trim();
    if (field.required && value.length === 0) errors[field.title] = { key: 'errorRequired' };
    else if (value.length > field.maxLength) {
      errors[field.title] = { key: 'errorTooLong', max: field.maxLength };
    }
  }
  return errors;
}

/** Only the chosen category's fields with something typed in, trimmed. */
function filledFields(category: Category | undefined, inputFields: Record<string, string>) {
  const filled: Record<string, string> = {};
  for (const field of category?.fields ?? []) {
    const value = (inputFields[field.title] ?? '').trim();
    if (value) filled[field.title] = value;
  }
  return filled;
}

/**
 * Checks a support ticket the way the server will: the contract's body schema (title, group,
 * category) plus the chosen category's own rules (infoOnly, each field's required and maxLength).
 */
export function validateSupportTicket(
  draft: SupportTicketDraft,
  category: Category | undefined,
): SupportTicketValidation {
  const body: CreateTicketInput = {
    type: TICKET_TYPE.support,
    title: draft.title.trim(),
    group: draft.group,
    category: draft.category,
    inputFields: filledFields(category, draft.inputFields),
  };
  const errors: SupportTicketErrors = { fields: categoryFieldErrors(category, draft.inputFields) };
  const parsed = supportTicketBodySchema.safeParse(body);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [field] = issue.path;
    if ((field === 'title' || field === 'group' || field === 'category') && !errors[field]) {
      errors[field] = toFieldError(issue);
    }
  }
  if (!errors.category && category?.infoOnly) errors.category = { key: 'errorInfoOnly' };
  const valid =
    !errors.group && !errors.category && !errors.title && Object.keys(errors.fields).length === 0;
  return valid ? { valid, body, errors } : { valid, errors };
}
