import type { ErrorCode, ErrorParams } from '@portal/shared/contract';
import type { FormTextKey } from '../../../i18n/use-form-t';

/** The form's own short text, or a contract rule's code (read as the catalogue's text). */
export type FieldError =
  | { key: FormTextKey; max?: number; min?: number }
  | { code: ErrorCode; params?: ErrorParams };

/** What the public-event frames returned: a date (Calendar) and/or a place (Map). */
export type EventChoice = { start?: string; timestamp?: number; location?: string };

export type TicketDraft = {
  group: string;
  category: string;
  title: string;
  /** Values typed into the category's fields, keyed by field title. */
  inputFields: Record<string, string>;
  attachments: string[];
  reportAccused: string;
  reportPartners: string[];
  /** `datetime-local` value (local time), '' when not chosen. */
  reportDate: string;
  inFraganti: boolean;
  brokenRules: string[];
  secondaryRules: string[];
  description: string;
  eventCalendar: EventChoice | undefined;
};

export const EMPTY_DRAFT: TicketDraft = {
  group: '',
  category: '',
  title: '',
  inputFields: {},
  attachments: [],
  reportAccused: '',
  reportPartners: [],
  reportDate: '',
  inFraganti: false,
  brokenRules: [],
  secondaryRules: [],
  description: '',
  eventCalendar: undefined,
};

export type TicketErrors = {
  group?: FieldError;
  category?: FieldError;
  title?: FieldError;
  fields: Record<string, FieldError>;
  attachmentList?: FieldError;
  attachments: Record<number, FieldError>;
  reportAccused?: FieldError;
  partnerList?: FieldError;
  reportPartners: Record<number, FieldError>;
  reportDate?: FieldError;
  rules?: FieldError;
  description?: FieldError;
  eventCalendar?: FieldError;
  /** A rule of the contract the form has no field for (should not happen; shown at the end). */
  form?: FieldError;
};

export const NO_ERRORS: TicketErrors = { fields: {}, attachments: {}, reportPartners: {} };

export function hasErrors(errors: TicketErrors): boolean {
  return Object.values(errors).some((value) =>
    value === undefined
      ? false
      : 'key' in value || 'code' in value
        ? true
        : Object.keys(value).length > 0,
  );
}

/** `datetime-local` text → ms since epoch in the user's time zone; undefined when empty/invalid. */
export function parseLocalDateTime(value: string): number | undefined {
  if (!value) return undefined;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? time : undefined;
}

/** ms → `datetime-local` text in the user's time zone (minutes precision). */
export function formatLocalDateTime(timestamp: number): string {
  const date = new Date(timestamp);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}
