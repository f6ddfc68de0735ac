import {
  type Category,
  type CreateTicketInput,
  contractRuleCode,
  type Group,
  isPublicEvent,
  normalizeTicketTitle,
  TICKET_TYPE,
  ticketCatalogIssues,
} from '@portal/shared/contract';
import { reportTicketBodySchema, supportTicketBodySchema } from '@portal/shared/contract/schemas';
import type { z } from 'zod';
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

/**
 * A coded contract rule reads as its code's text (the one the server's answer would show); zod's
 * own checks (required, length, address) as the form's short texts.
 */
function toFieldError(issue: z.core.$ZodIssue): FieldError {
  const code = contractRuleCode(issue);
  if (code) return { code };
  if (issue.code === 'too_big') return { key: 'errorTooLong', max: Number(issue.maximum) };
  if (issue.code === 'too_small' || issue.code === 'custom') return { key: 'errorRequired' };
  if (issue.code === 'invalid_format') return { key: 'errorUrl' };
  return { key: 'errorInvalid' };
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
      if (typeof path[1] === 'string') errors.fields[path[1]] = first(errors.fields[path[1]]);
      return;
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

/**
 * Checks a draft the way the server will, before anything is sent, and keeps every problem beside
 * its field: the contract's body schema (support or report) and its catalog rules
 * (`ticketCatalogIssues`: group, category, fields, attachments, report date and rules).
 */
export function validateTicket(draft: TicketDraft, context: ValidationContext): TicketValidation {
  const body = draftBody(draft, context);
  const errors: TicketErrors = {
    fields: {},
    attachments: blankEntryErrors(draft.attachments),
    reportPartners: blankEntryErrors(draft.reportPartners),
  };
  const schema =
    body.type === TICKET_TYPE.report ? reportTicketBodySchema : supportTicketBodySchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) place(errors, issue.path, toFieldError(issue));
  }
  if (context.group) {
    const issues = ticketCatalogIssues({
      body,
      group: context.group,
      isWebClient: context.isWebClient,
      now: context.now,
    });
    for (const { path, code, params } of issues) {
      // A field title may hold a dot: only the first one separates it from `inputFields`.
      const [head = '', ...rest] = path.split('.');
      place(errors, rest.length > 0 ? [head, rest.join('.')] : [head], { code, params });
    }
  }
  return hasErrors(errors) ? { valid: false, errors } : { valid: true, body, errors };
}
