import { TICKET_STATUS, TICKET_TYPE } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { type AccountActor, type ActorIds, MATRIX_ACCOUNTS } from './matrix-actors';

type Author = AccountActor | 'assignable';

export interface ScenarioComment {
  author: Author;
  message?: string;
  staffOnly?: boolean;
}

/** The state a fixture ticket starts in; everything else is the same for every fixture. */
export interface ScenarioSpec {
  kind: 'report' | 'support';
  closed?: boolean;
  assignees?: Author[];
  roleAssignees?: string[];
  comments?: ScenarioComment[];
}

export interface Scenario {
  ticketId: number;
  /** Ids of the fixture's comments, in the order of `spec.comments`. */
  commentIds: number[];
}

const MINUTE_MS = 60_000;

/**
 * Writes one fixture ticket straight into the tables (the state calls under test are not used to
 * build their own fixtures). Reports live in the demo `reports` group, support tickets in `support`.
 */
export async function buildScenario(
  db: Kysely<Database>,
  ids: ActorIds,
  spec: ScenarioSpec,
): Promise<Scenario> {
  const report = spec.kind === 'report';
  const comments = spec.comments ?? [];
  const start = Date.now() - (comments.length + 2) * MINUTE_MS;
  const ticket = await db
    .insertInto('tickets')
    .values({
      type: report ? TICKET_TYPE.report : TICKET_TYPE.support,
      group_key: report ? 'reports' : 'support',
      category_key: report ? 'cheating' : 'bug',
      is_web: true,
      title: report ? 'Matrix fixture report' : 'Matrix fixture ticket',
      status: spec.closed ? TICKET_STATUS.closed : TICKET_STATUS.opened,
      created_by: ids.creator,
      created_at: new Date(start),
      last_comment_at: new Date(start + comments.length * MINUTE_MS),
      closed_at: spec.closed ? new Date() : null,
      comments_count: comments.filter((comment) => !comment.staffOnly).length,
      is_assigned: (spec.assignees ?? []).length + (spec.roleAssignees ?? []).length > 0,
      attachments: JSON.stringify(report ? ['https://example.com/proof.png'] : []),
      report_accused_name: report ? MATRIX_ACCOUNTS.accused.username : null,
      report_accused_id: report ? ids.accused : null,
      report_date: report ? new Date(start - MINUTE_MS) : null,
      description: report ? 'Matrix fixture description' : null,
      resolution: spec.closed && report ? 'valid' : null,
      event_start: null,
      event_at: null,
      event_place: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (report) {
    await db
      .insertInto('report_partners')
      .values({
        ticket_id: ticket.id,
        position: 0,
        name: MATRIX_ACCOUNTS.partner.username,
        account_id: ids.partner,
      })
      .execute();
  }
  for (const assignee of spec.assignees ?? []) {
    await db
      .insertInto('ticket_assignees')
      .values({ ticket_id: ticket.id, account_id: ids[assignee], assigned_by: ids[assignee] })
      .execute();
  }
  for (const role of spec.roleAssignees ?? []) {
    await db
      .insertInto('ticket_role_assignees')
      .values({ ticket_id: ticket.id, role_key: role, assigned_by: ids.superAdmin })
      .execute();
  }
  const commentIds: number[] = [];
  for (const [index, comment] of comments.entries()) {
    const row = await db
      .insertInto('comments')
      .values({
        ticket_id: ticket.id,
        author_id: ids[comment.author],
        message: comment.message ?? `Matrix comment ${index + 1}`,
        staff_only: comment.staffOnly ?? false,
        created_at: new Date(start + (index + 1) * MINUTE_MS),
        ai_response_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    commentIds.push(row.id);
  }
  return { ticketId: ticket.id, commentIds };
}
