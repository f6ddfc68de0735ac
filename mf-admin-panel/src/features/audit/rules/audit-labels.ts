import type { AuditAction, AuditTargetKind } from '@portal/shared/contract';
import type { AdminPanelTranslationKey } from '../../../i18n/translations';

/** Each audited action's name in the page language. */
export const ACTION_LABELS: Record<AuditAction, AdminPanelTranslationKey> = {
  'token.created': 'auditActionTokenCreated',
  'token.activated': 'auditActionTokenActivated',
  'token.deactivated': 'auditActionTokenDeactivated',
  'token.deleted': 'auditActionTokenDeleted',
  'config.saved': 'auditActionConfigSaved',
  'config.deleted': 'auditActionConfigDeleted',
  'account.rightsChanged': 'auditActionAccountRightsChanged',
  'account.erased': 'auditActionAccountErased',
  'comment.deleted': 'auditActionCommentDeleted',
  'report.resolved': 'auditActionReportResolved',
  'ticket.erased': 'auditActionTicketErased',
  'export.downloaded': 'auditActionExportDownloaded',
  'incident.created': 'auditActionIncidentCreated',
  'incident.statusChanged': 'auditActionIncidentStatusChanged',
  'incident.entryAdded': 'auditActionIncidentEntryAdded',
  'incident.entryEdited': 'auditActionIncidentEntryEdited',
  'incident.entryDeleted': 'auditActionIncidentEntryDeleted',
  'webhook.created': 'auditActionWebhookCreated',
  'webhook.deleted': 'auditActionWebhookDeleted',
};

/** Each kind of audited thing's name in the page language. */
export const TARGET_KIND_LABELS: Record<AuditTargetKind, AdminPanelTranslationKey> = {
  token: 'auditKindToken',
  config: 'auditKindConfig',
  account: 'auditKindAccount',
  comment: 'auditKindComment',
  ticket: 'auditKindTicket',
  export: 'auditKindExport',
  incident: 'auditKindIncident',
  webhook: 'auditKindWebhook',
};

/**
 * The names of the fields a change records (of tokens, config entries, accounts, reports, comments,
 * incidents, webhooks and exports); any other is shown as the server writes it.
 */
const FIELD_LABELS: Readonly<Record<string, AdminPanelTranslationKey>> = {
  name: 'auditFieldName',
  description: 'auditFieldDescription',
  endpoints: 'auditFieldEndpoints',
  permissions: 'auditFieldPermissions',
  expiresInDays: 'auditFieldExpiresInDays',
  isActive: 'auditFieldActive',
  value: 'auditFieldValue',
  power: 'auditFieldPower',
  adminRoles: 'auditFieldAdminRoles',
  resolution: 'auditFieldResolution',
  ticket: 'auditFieldTicket',
  message: 'auditFieldMessage',
  title: 'auditFieldTitle',
  status: 'auditFieldStatus',
  entry: 'auditFieldEntry',
  url: 'auditFieldUrl',
  events: 'auditFieldEvents',
  format: 'auditFieldFormat',
  filter: 'auditFieldFilter',
};

/** The text key naming `field`, when it is a known one. */
export function fieldLabel(field: string): AdminPanelTranslationKey | undefined {
  return Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field] : undefined;
}
