import {
  type CreateWebhookBody,
  calls,
  LIMITS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  type WebhookFormat,
} from '@portal/shared/contract';
import { callSchemas } from '@portal/shared/contract/schemas';
import { checkForm } from '../../../components/check-form';
import type { AdminPanelTranslationKey } from '../../../i18n/translations';

/** The create dialog's form as typed. */
export interface WebhookForm {
  url: string;
  events: WebhookEvent[];
  format: WebhookFormat;
  description: string;
}

export const EMPTY_WEBHOOK_FORM: WebhookForm = {
  url: '',
  events: [],
  format: 'json',
  description: '',
};

const FIELDS = ['url', 'events', 'description'] as const;
type WebhookFormField = (typeof FIELDS)[number];
export type WebhookFormIssues = Partial<Record<WebhookFormField, AdminPanelTranslationKey>>;

/** What each length text says (`{{max}}`); the description shares the tokens' limit in the contract. */
export const WEBHOOK_FORM_MAX = {
  url: { max: LIMITS.webhookUrlLength },
  description: { max: LIMITS.tokenDescriptionLength },
};

const FIELD_TEXTS: Record<
  WebhookFormField,
  { invalid: AdminPanelTranslationKey; tooLong: AdminPanelTranslationKey }
> = {
  url: { invalid: 'webhookUrlInvalid', tooLong: 'webhookUrlTooLong' },
  events: { invalid: 'selectEvent', tooLong: 'selectEvent' },
  description: { invalid: 'webhookDescriptionTooLong', tooLong: 'webhookDescriptionTooLong' },
};

/** The events chosen with `event` ticked or not, in the catalogue's order. */
export function toggledEvent(events: readonly WebhookEvent[], event: WebhookEvent, on: boolean) {
  return WEBHOOK_EVENTS.filter((each) => (each === event ? on : events.includes(each)));
}

/**
 * The form checked with the contract's own schema (the server's): the body to send, or the text
 * of the first problem of each field, in the page language. A pasted address loses its spaces.
 */
export function checkWebhookForm(form: WebhookForm) {
  return checkForm<CreateWebhookBody, WebhookFormField, AdminPanelTranslationKey>(
    callSchemas(calls.createWebhook).body,
    { ...form, url: form.url.trim() },
    FIELDS,
    (issue, field) => FIELD_TEXTS[field][issue.code === 'too_big' ? 'tooLong' : 'invalid'],
  );
}
