import { answersStaffWait, TICKET_TYPE } from '@portal/shared/contract';
import { findCategory } from '../repositories/community-repository';
import type { Executor } from '../repositories/executor';
import { insertComment } from '../repositories/tickets/comments-repository';
import { markTicketRead } from '../repositories/tickets/ticket-reads-repository';
import { answerWait, startWait } from '../repositories/tickets/ticket-waits-repository';
import {
  addAssignee,
  insertReportPartners,
  insertTicket,
  recordPublicComment,
} from '../repositories/tickets/tickets-repository';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_TICKETS, type DemoTicket, hoursAgo } from './demo-tickets';

function idOf(accountIds: Map<string, number>, username: string): number {
  const id = accountIds.get(username);
  if (id === undefined) throw new Error(`Demo account ${username} is missing`);
  return id;
}

/** The demo comment's author as the answer rule reads them. */
function demoAuthor(accountIds: Map<string, number>, username: string) {
  const power = DEMO_ACCOUNTS.find((account) => account.username === username)?.power ?? 0;
  return { id: idOf(accountIds, username), power };
}

/** The demo tickets are written only while no demo account has a ticket yet. */
export async function seedDemoTickets(
  db: Executor,
  accountIds: Map<string, number>,
  now: number,
): Promise<void> {
  const existing = await db
    .selectFrom('tickets')
    .select('id')
    .where('created_by', 'in', [...accountIds.values()])
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  for (const ticket of DEMO_TICKETS) {
    await seedTicket(db, ticket, accountIds, now);
  }
}

async function seedTicket(
  db: Executor,
  ticket: DemoTicket,
  accountIds: Map<string, number>,
  now: number,
): Promise<void> {
  const category = await findCategory(db, ticket.group, ticket.category);
  const group = await db
    .selectFrom('groups')
    .select('is_web')
    .where('key', '=', ticket.group)
    .executeTakeFirstOrThrow();
  const createdAt = hoursAgo(now, ticket.hoursAgo);
  const report = ticket.report;
  const ticketId = await insertTicket(db, {
    type: ticket.type,
    group_key: ticket.group,
    category_key: ticket.category,
    is_web: group.is_web,
    title: ticket.title,
    created_by: idOf(accountIds, ticket.creator),
    created_at: createdAt,
    last_comment_at: createdAt,
    category_weight: category?.weight ?? 0,
    input_fields: JSON.stringify(ticket.inputFields ?? {}),
    attachments: JSON.stringify(report?.attachments ?? []),
    ...(report && ticket.type === TICKET_TYPE.report
      ? {
          report_accused_name: report.accused,
          report_accused_id: accountIds.get(report.accused) ?? null,
          report_date:
            report.reportDateHoursAgo === undefined
              ? null
              : hoursAgo(now, report.reportDateHoursAgo),
          in_fraganti: report.inFraganti ?? false,
          broken_rules: report.brokenRules,
          secondary_rules: report.secondaryRules,
          description: report.description,
          resolution: 'unresolved',
        }
      : {}),
  });
  if (report) {
    await insertReportPartners(
      db,
      ticketId,
      report.partners.map((name) => ({ name, accountId: accountIds.get(name) ?? null })),
    );
  }
  await startWait(db, ticketId, ticket.category, createdAt);
  if (ticket.assignee) {
    const assigneeId = idOf(accountIds, ticket.assignee);
    await addAssignee(db, ticketId, assigneeId, assigneeId);
  }
  const parties = {
    type: ticket.type,
    creatorId: idOf(accountIds, ticket.creator),
    accusedId: report ? (accountIds.get(report.accused) ?? null) : null,
    partnerIds: (report?.partners ?? []).flatMap((name) => accountIds.get(name) ?? []),
  };
  for (const comment of ticket.comments) {
    const at = hoursAgo(now, comment.hoursAgo);
    await insertComment(db, {
      ticket_id: ticketId,
      author_id: idOf(accountIds, comment.author),
      message: comment.message,
      action: comment.action ?? '',
      staff_only: comment.staffOnly ?? false,
      created_at: at,
      ai_response_id: null,
    });
    if (!comment.staffOnly) await recordPublicComment(db, ticketId, at);
    // As when a comment is posted: its author has read the thread up to it.
    await markTicketRead(db, ticketId, idOf(accountIds, comment.author));
    if (
      !comment.action &&
      answersStaffWait(demoAuthor(accountIds, comment.author), parties, comment.staffOnly ?? false)
    ) {
      await answerWait(db, ticketId, idOf(accountIds, comment.author), at);
    }
  }
}
