import type {
  Language,
  PublicAccount,
  Ticket,
  TicketComment,
  WebhookEvent,
  WebhookFormat,
} from '@portal/shared/contract';
import { fixedTexts } from '../fixed-texts';

/** What a delivery says, as the webhook's creator sees it (SPEC §6), stored when it is made. */
export interface WebhookPayload {
  event: WebhookEvent;
  ticket: Ticket;
  /** comment.created: the public comment. */
  comment?: TicketComment;
  /** review.created: what the ticket's creator gave. */
  review?: { points: number; comment: string };
  /** The ticket in the portal, when `PUBLIC_URL` is set. */
  url?: string;
}

/** The body of one try: the payload with its delivery id and the time it is sent. */
export interface WebhookBody extends WebhookPayload {
  id: string;
  sentAt: string;
}

const es = {
  'ticket.created': 'Nuevo ticket #{{id}}: {{title}}',
  'report.created': 'Nuevo reporte #{{id}}: {{title}}',
  'comment.created': 'Nuevo comentario en #{{id}}: {{title}}',
  'ticket.assigned': 'Ticket #{{id}} asignado: {{title}}',
  'ticket.closed': 'Ticket #{{id}} cerrado: {{title}}',
  'ticket.reopened': 'Ticket #{{id}} reabierto: {{title}}',
  'review.created': 'Nueva valoración de #{{id}}: {{title}}',
  group: 'Grupo',
  category: 'Categoría',
  openedBy: 'Abierto por',
  accused: 'Acusado',
  assignees: 'Asignado a',
  author: 'Autor',
  resolution: 'Resolución',
  points: 'Puntuación',
  someone: 'alguien',
  nobody: 'nadie',
};

const en: typeof es = {
  'ticket.created': 'New ticket #{{id}}: {{title}}',
  'report.created': 'New report #{{id}}: {{title}}',
  'comment.created': 'New comment on #{{id}}: {{title}}',
  'ticket.assigned': 'Ticket #{{id}} assigned: {{title}}',
  'ticket.closed': 'Ticket #{{id}} closed: {{title}}',
  'ticket.reopened': 'Ticket #{{id}} reopened: {{title}}',
  'review.created': 'New review of #{{id}}: {{title}}',
  group: 'Group',
  category: 'Category',
  openedBy: 'Opened by',
  accused: 'Accused',
  assignees: 'Assigned to',
  author: 'Author',
  resolution: 'Resolution',
  points: 'Rating',
  someone: 'someone',
  nobody: 'nobody',
};

const textsIn = fixedTexts('webhooks', { es, en });
type Texts = ReturnType<typeof textsIn>;

/** Discord's limits on an embed (a longer text makes it refuse the whole message). */
const LIMITS = { title: 256, description: 4096, fieldValue: 1024 };
const COLORS: Record<WebhookEvent, number> = {
  'ticket.created': 0x3b82f6,
  'report.created': 0xe5484d,
  'comment.created': 0x8b5cf6,
  'ticket.assigned': 0xf59e0b,
  'ticket.closed': 0x22c55e,
  'ticket.reopened': 0xf97316,
  'review.created': 0x14b8a6,
};

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function nameOf(t: Texts, account: PublicAccount | undefined): string {
  return account?.name ?? t('someone');
}

/** The few facts a person reading a channel needs: where, who, and the text that was written. */
function facts(t: Texts, payload: WebhookPayload): { name: string; value: string }[] {
  const { ticket } = payload;
  const rows = [
    { name: t('group'), value: ticket.group },
    { name: t('category'), value: ticket.category },
    { name: t('openedBy'), value: nameOf(t, ticket.createdBy) },
  ];
  if (ticket.reportAccused)
    rows.push({ name: t('accused'), value: nameOf(t, ticket.reportAccused) });
  if (payload.event === 'ticket.assigned') {
    const names = [...ticket.assignees.map((a) => nameOf(t, a)), ...ticket.roleAssignees];
    rows.push({ name: t('assignees'), value: names.join(', ') || t('nobody') });
  }
  if (payload.event === 'ticket.closed' && ticket.resolution) {
    rows.push({ name: t('resolution'), value: ticket.resolution });
  }
  if (payload.comment)
    rows.push({ name: t('author'), value: nameOf(t, payload.comment.createdBy) });
  if (payload.review) rows.push({ name: t('points'), value: `${payload.review.points}/5` });
  return rows.map((row) => ({ ...row, value: cut(row.value, LIMITS.fieldValue) }));
}

function headline(t: Texts, payload: WebhookPayload): string {
  return t(payload.event, { id: payload.ticket._id, title: payload.ticket.title });
}

/** The text written with the event: the comment, the review's words, or the report's account. */
function writtenText(payload: WebhookPayload): string {
  return payload.comment?.message ?? payload.review?.comment ?? payload.ticket.description ?? '';
}

function discordMessage(t: Texts, body: WebhookBody) {
  const text = writtenText(body);
  return {
    username: 'Tickets Portal',
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: cut(headline(t, body), LIMITS.title),
        ...(body.url ? { url: body.url } : {}),
        ...(text ? { description: cut(text, LIMITS.description) } : {}),
        color: COLORS[body.event],
        fields: facts(t, body).map((fact) => ({ ...fact, inline: true })),
        timestamp: body.sentAt,
        footer: { text: body.id },
      },
    ],
  };
}

/** Slack reads `&`, `<` and `>` as markup. */
function slackEscaped(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function slackMessage(t: Texts, body: WebhookBody) {
  const title = slackEscaped(headline(t, body));
  const lines = [
    body.url ? `*<${body.url}|${title}>*` : `*${title}*`,
    facts(t, body)
      .map((fact) => `${slackEscaped(fact.name)}: ${slackEscaped(fact.value)}`)
      .join(' · '),
  ];
  const text = writtenText(body);
  if (text) lines.push(`> ${slackEscaped(cut(text, 2000)).replaceAll('\n', '\n> ')}`);
  return { text: lines.join('\n') };
}

/**
 * The raw body of one try in the webhook's format: the event as JSON, or a message Discord's or
 * Slack's incoming webhooks post as it is, in the portal's language.
 */
export function webhookRequestBody(
  format: WebhookFormat,
  body: WebhookBody,
  language: Language,
): string {
  if (format === 'json') return JSON.stringify(body);
  const t = textsIn(language);
  return JSON.stringify(format === 'discord' ? discordMessage(t, body) : slackMessage(t, body));
}
