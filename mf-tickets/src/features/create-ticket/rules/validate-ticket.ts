import {
  type Category,
  type CreateTicketInput,
  contractRuleCode,
  ERROR_CODES,
  type Group,
  isPublicEvent,
  LIMITS,
  normalizeTicketTitle,
  reportTicketBodySchema,
  supportTicketBodySchema,
  TICKET_TYPE,
  validateReportDate,
  validateTicketAgainstCatalog,
} from '@portal/shared/contract';
import type { z } from 'zod';
import type { TicketsTranslationKey } from '../../../i18n/translations';
import {
  type FieldError,
  hasErrors,
  parseLocalDateTime,
  type TicketDraft,
  type TicketErrors,
} from './ticket-draft';

export type TicketValidation =
  | { valid: true; body: CreateTicketInput; errors: TicketErrors }
  | { valid: false; errors: TicketErrors };

export interface ValidationContext {
  group: Group | undefined;
  category: Category | undefined;
  isWebClient: boolean;
  now: number;
}

/** The form's own text for each coded contract rule a draft can break. */
const RULE_KEYS: Readonly<Record<string, TicketsTranslationKey>> = {
  [ERROR_CODES.invalidText]: 'errorInvalidText',
  [ERROR_CODES.duplicatePartner]: 'errorDuplicatePartner',
  [ERROR_CODES.accusedIsPartner]: 'errorAccusedIsPartner',
};

/** The contract's messages are English for API clients; the form shows its own translations. */
function toFieldError(issue: z.core.$ZodIssue): FieldError {
  const rule = contractRuleCode(issue);
  if (rule) return { key: RULE_KEYS[rule] ?? 'errorInvalid' };
  if (issue.code === 'too_big') return { key: 'errorTooLong', max: Number(issue.maximum) };
  if (issue.code === 'too_small' || issue.code === 'custom') return { key: 'errorRequired' };
  if (issue.code === 'invalid_format') return { key: 'errorUrl' };
  return { key: 'errorInvalid' };
}

function categoryFieldErrors(category: Category | undefined, values: Record<string, string>) {
  const errors: Record<string, FieldError> = {};
  for (const field of category?.fields ?? []) {
    const value = (values[field.title] ?? '').trim();
    if (field.required && value.length === 0) errors[field.title] = { key: 'errorRequired' };
    else if (value.length > field.maxLength) {
      errors[field.title] = { key: 'errorTooLong', max: field.maxLength };
    }
  }
  return errors;
}

/** Only the chosen category's fields with something typed in, trimmed. */
function filledFields(category: Category | undefined, values: Record<string, string>) {
  const filled: Record<string, string> = {};
  for (const field of category?.fields ?? []) {
    const value = (values[field.title] ?? '').trim();
    if (value) filled[field.title] = value;
  }
  return filled;
}

/** The request body the draft stands for (public-event titles uppercased, blanks left out). */
export function draftBody(draft: TicketDraft, context: ValidationContext): CreateTicketInput {
  const attachments = draft.attachments.map((url) => url.trim());
  const common = {
    title: normalizeTicketTitle(draft.group, draft.category, draft.title),
    group: draft.group,
    category: draft.category,
    inputFields: filledFields(context.category, draft.inputFields),
    ...(attachments.length > 0 ? { attachments } : {}),
  };
  if (context.group?.ticketType !== TICKET_TYPE.report) {
    // A place chosen before the category changed stays behind: only a public event takes one.
    const event = isPublicEvent(draft.group, draft.category) ? draft.eventCalendar : undefined;
    return { type: TICKET_TYPE.support, ...common, ...(event ? { eventCalendar: event } : {}) };
  }
  const reportDate = draft.inFraganti ? undefined : parseLocalDateTime(draft.reportDate);
  const partners = draft.reportPartners.map((partner) => partner.trim());
  return {
    type: TICKET_TYPE.report,
    ...common,
    reportAccused: draft.reportAccused.trim(),
    ...(reportDate === undefined ? {} : { reportDate }),
    inFraganti: draft.inFraganti,
    ...(partners.length > 0 ? { reportPartners: partners } : {}),
    brokenRules: draft.brokenRules,
    secondaryRules: draft.secondaryRules,
    description: draft.description.trim(),
  };
}

type IssuePath = readonly PropertyKey[];

/** Puts one problem beside its field; the first problem of a field wins. */
function place(errors: TicketErrors, path: IssuePath, error: FieldError): void {
  const [field, index] = path;
  const at = typeof index === 'number' ? index : undefined;
  const first = <T>(current: T | undefined) => current ?? error;
  switch (field) {
    case 'group':
    case 'type':
      errors.group = first(errors.group);
      return;
    case 'category':
    case 'title':
    case 'reportAccused':
    case 'reportDate':
    case 'description':
    case 'eventCalendar':
      errors[field] = first(errors[field]);
      return;
    case 'brokenRules':
    case 'secondaryRules':
      errors.rules = first(errors.rules);
      return;
    case 'attachments':
      if (at === undefined) errors.attachmentList = first(errors.attachmentList);
      else errors.attachments[at] = first(errors.attachments[at]);
      return;
    case 'reportPartners':
      if (at === undefined) errors.partnerList = first(errors.partnerList);
      else errors.reportPartners[at] = first(errors.reportPartners[at]);
      return;
    case 'inputFields':
      return; // checked field by field above, with the field's own limits
    default:
      errors.form = first(errors.form);
  }
}

function blankEntryErrors(values: readonly string[]): Record<number, FieldError> {
  const errors: Record<number, FieldError> = {};
  values.forEach((value, index) => {
    if (!value.trim()) errors[index] = { key: 'errorRequired' };
  });
  return errors;
}

/** Rules that need the group or the clock, with the messages the form gives them. */
function catalogErrors(draft: TicketDraft, context: ValidationContext, errors: TicketErrors) {
  const { group, category, now } = context;
  if (category?.infoOnly) errors.category ??= { key: 'errorInfoOnly' };
  if (group?.requireAttachments && draft.attachments.length === 0) {
    errors.attachmentList = { key: 'errorAttachmentsRequired', min: LIMITS.attachmentsMin };
  }
  const date = parseLocalDateTime(draft.reportDate);
  if (group?.ticketType === TICKET_TYPE.report && !draft.inFraganti && date !== undefined) {
    const problem = validateReportDate(date, now);
    if (problem) {
      errors.reportDate = {
        key: date > now ? 'errorReportDateFuture' : 'errorReportDateWindow',
        max: LIMITS.reportWindowMs / 86_400_000,
      };
    }
  }
  if (group && category && isPublicEvent(group.key, category.key) && !draft.eventCalendar) {
    errors.eventCalendar = { key: 'errorEventRequired' };
  }
}

/**
 * Checks a draft the way the server will, before anything is sent: the contract's body schema
 * (support or report), the category's fields, and the catalog rules (`validateTicketAgainstCatalog`).
 */
export function validateTicket(draft: TicketDraft, context: ValidationContext): TicketValidation {
  const body = draftBody(draft, context);
  const errors: TicketErrors = {
    fields: categoryFieldErrors(context.category, draft.inputFields),
    attachments: blankEntryErrors(draft.attachments),
    reportPartners: blankEntryErrors(draft.reportPartners),
  };
  catalogErrors(draft, context, errors);
  const schema =
    body.type === TICKET_TYPE.report ? reportTicketBodySchema : supportTicketBodySchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) place(errors, issue.path, toFieldError(issue));
  } else if (context.group) {
    const details = validateTicketAgainstCatalog({
      body: parsed.data,
      group: context.group,
      isWebClient: context.isWebClient,
      now: context.now,
    });
    for (const detail of details) {
      place(errors, detail.path.split('.'), { key: 'errorInvalid' });
    }
  }
  return hasErrors(errors) ? { valid: false, errors } : { valid: true, body, errors };
}
