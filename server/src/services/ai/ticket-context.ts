import { isStaffOn, TICKET_TYPE } from '@portal/shared/contract';
import type { CategoryRuleRow } from '../../db/database';
import type { TicketRecord } from '../../domain/ticket-record';
import {
  findAccountNames,
  findReportPartnerNames,
  listPublicThread,
  type PublicThreadEntry,
} from '../../repositories/ai/ai-context-repository';
import { ticketCategory } from '../community/community-catalog';
import type { ServiceDeps } from '../service-deps';
import { namesOf, replaceNames } from './name-redaction';

/** How a person is named to a model: by their part on the ticket, never by name or id. */
export type PersonRole = 'player' | 'staff' | 'accused' | 'partner';

/**
 * Everything about a ticket that may reach a model (the allowlist): its own fields and its
 * public thread, people named by role. Nothing else is ever put in a model's messages.
 */
export interface TicketContext {
  ticket: {
    type: 'support' | 'report';
    group: string;
    category: string;
    title: string;
    description: string | null;
    fields: Record<string, string>;
    brokenRules: string[];
    secondaryRules: string[];
  };
  thread: { from: PersonRole; text: string }[];
}

/** The ticket's context, and the same redaction for any other text sent with it. */
export interface AllowedContext {
  context: TicketContext;
  /** Replaces the names of this ticket's people by their part and cuts long texts. */
  redact(text: string): string;
}

/** The newest public comments a model reads: enough for the conversation, bounded in size. */
export const CONTEXT_COMMENTS = 12;
/** Longer texts are cut (a comment may hold 4,096 characters; a small model reads little). */
export const CONTEXT_TEXT_LENGTH = 1_500;

const LABEL: Record<PersonRole, string> = {
  player: '[player]',
  staff: '[staff]',
  accused: '[accused]',
  partner: '[partner]',
};

function cut(text: string): string {
  return text.length <= CONTEXT_TEXT_LENGTH ? text : `${text.slice(0, CONTEXT_TEXT_LENGTH)}…`;
}

function roleOf(
  record: TicketRecord,
  author: Pick<PublicThreadEntry, 'authorId' | 'authorPower'>,
): PersonRole {
  const { row, people } = record;
  if (author.authorId === row.created_by) return 'player';
  if (row.type === TICKET_TYPE.report && author.authorId === row.report_accused_id) {
    return 'accused';
  }
  if (row.type === TICKET_TYPE.report && people.partnerIds.includes(author.authorId)) {
    return 'partner';
  }
  const account = { id: author.authorId, power: author.authorPower };
  const partyFacts = {
    type: row.type === TICKET_TYPE.report ? TICKET_TYPE.report : TICKET_TYPE.support,
    accusedId: row.report_accused_id,
    partnerIds: people.partnerIds,
  };
  return isStaffOn(account, partyFacts) ? 'staff' : 'player';
}

/**
 * Every name by which someone on the ticket could be written in its texts, each with the label
 * of their part: the accounts of creator, accused, partners and comment authors, and the accused
 * and partner names typed in the report.
 */
async function nameLabels(
  deps: Pick<ServiceDeps, 'db'>,
  record: TicketRecord,
  thread: readonly PublicThreadEntry[],
): Promise<Map<string, string>> {
  const { row, people } = record;
  const labels = new Map<string, string>();
  const add = (name: string, role: PersonRole) => {
    const key = name.trim();
    if (key && !labels.has(key)) labels.set(key, LABEL[role]);
  };
  const accountRoles = new Map<number, PersonRole>([[row.created_by, 'player']]);
  if (row.report_accused_id !== null) accountRoles.set(row.report_accused_id, 'accused');
  for (const id of people.partnerIds) if (!accountRoles.has(id)) accountRoles.set(id, 'partner');
  for (const entry of thread) {
    if (!accountRoles.has(entry.authorId)) accountRoles.set(entry.authorId, roleOf(record, entry));
  }
  const accounts = await findAccountNames(deps.db, [...accountRoles.keys()]);
  for (const account of accounts) {
    for (const name of namesOf(account)) add(name, accountRoles.get(account.id) ?? 'player');
  }
  if (row.report_accused_name) add(row.report_accused_name, 'accused');
  for (const name of await findReportPartnerNames(deps.db, row.id)) add(name, 'partner');
  return labels;
}

function ruleNames(rules: readonly CategoryRuleRow[], keys: readonly string[]): string[] {
  return keys.map((key) => {
    const rule = rules.find((item) => item.key === key);
    return rule ? `${rule.pretty_name.es}: ${rule.description.es}` : key;
  });
}

/**
 * What a model may read about this ticket: its title, description, fields, group, category and
 * the rules a report names, and its newest public comments (never staff-only notes or action
 * messages), each author named by their part ("player", "staff"…). The names of the people on
 * the ticket are replaced by those labels wherever the texts mention them.
 */
export async function buildTicketContext(
  deps: Pick<ServiceDeps, 'db' | 'catalog'>,
  record: TicketRecord,
): Promise<AllowedContext> {
  const { row } = record;
  const [thread, category] = await Promise.all([
    listPublicThread(deps.db, row.id, CONTEXT_COMMENTS),
    ticketCategory(deps.catalog, row),
  ]);
  const labels = await nameLabels(deps, record, thread);
  const clean = (text: string) => cut(replaceNames(text, labels));
  const fields = Object.fromEntries(
    Object.entries(row.input_fields).map(([title, value]) => [title, clean(String(value))]),
  );
  const context: TicketContext = {
    ticket: {
      type: row.type === TICKET_TYPE.report ? 'report' : 'support',
      group: record.group.name.es,
      category: category?.title.es ?? row.category_key,
      title: clean(row.title),
      description: row.description === null ? null : clean(row.description),
      fields,
      brokenRules: ruleNames(category?.rules ?? [], row.broken_rules),
      secondaryRules: ruleNames(category?.secondaryRules ?? [], row.secondary_rules),
    },
    thread: thread.map((entry) => ({ from: roleOf(record, entry), text: clean(entry.message) })),
  };
  return { context, redact: clean };
}
