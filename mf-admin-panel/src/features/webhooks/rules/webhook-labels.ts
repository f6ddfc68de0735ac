import type { WebhookDelivery, WebhookEvent, WebhookFormat } from '@portal/shared/contract';
import type { BadgeTone } from '@portal/ui/badge';
import type { AdminPanelTranslationKey } from '../../../i18n/translations';

/** Each event's name in the page language. */
export const EVENT_LABELS: Record<WebhookEvent, AdminPanelTranslationKey> = {
  'ticket.created': 'eventTicketCreated',
  'report.created': 'eventReportCreated',
  'comment.created': 'eventCommentCreated',
  'ticket.assigned': 'eventTicketAssigned',
  'ticket.closed': 'eventTicketClosed',
  'ticket.reopened': 'eventTicketReopened',
  'review.created': 'eventReviewCreated',
};

/** The services' own names, the same in every language. */
export const FORMAT_NAMES: Record<WebhookFormat, string> = {
  json: 'JSON',
  discord: 'Discord',
  slack: 'Slack',
};

/** A delivery's status as a badge. */
export const DELIVERY_STATUS: Record<
  WebhookDelivery['status'],
  { text: AdminPanelTranslationKey; tone: BadgeTone }
> = {
  pending: { text: 'deliveryPending', tone: 'warning' },
  delivered: { text: 'deliveryDelivered', tone: 'success' },
  failed: { text: 'deliveryFailed', tone: 'danger' },
};
