import type { EventChoice, PublicAccount, Rule, Ticket } from '@portal/shared/contract';
import { RESOLUTIONS, TICKET_TYPE } from '@portal/shared/contract';
import type { CategoryRuleRow } from '../db/database';
import type { TicketRecord } from '../domain/ticket-record';
import type { TicketRead } from '../repositories/tickets/ticket-reads-repository';
import { presentNamedPerson, presentPublicAccount } from './account-presenter';
import type { PeopleView } from './people-view';
import { categoryMapKey, type TicketPresentationContext } from './presentation-context';

export function presentRules(keys: readonly string[], rules: readonly CategoryRuleRow[]): Rule[] {
  return keys.flatMap((key) => {
    const rule = rules.find((candidate) => candidate.key === key);
    return rule ? [{ key, prettyName: rule.pretty_name, description: rule.description }] : [];
  });
}

function personOf(
  accountId: number | null,
  typedName: string | null,
  view: PeopleView,
  context: TicketPresentationContext,
): PublicAccount | undefined {
  const account = accountId === null ? undefined : context.accounts.get(accountId);
  if (account) return presentPublicAccount(account, view, context.pseudonyms);
  return typedName ? presentNamedPerson(typedName, view, context.pseudonyms) : undefined;
}

/**
 * A person named in a report. In a player's view it is the text typed (its own pseudonym, and the
 * reporter reads the text back), never the account it matched: which account a name stands for,
 * or whether any does, is for staff (SPEC §6); only the person named sees themselves as such.
 * Otherwise the reporter gets back the names they typed (the reporter sees names where the
 * accused sees ids) and real names follow the viewer's rights.
 */
function reportedPerson(
  accountId: number | null,
  typedName: string | null,
  view: PeopleView,
  context: TicketPresentationContext,
  viewerIsReporter: boolean,
): PublicAccount | undefined {
  const seesOnlyText =
    view.disclosure === 'playerView' && (viewerIsReporter || accountId !== context.viewer.id);
  if (typedName && seesOnlyText) {
    const typed = presentNamedPerson(typedName, view, context.pseudonyms);
    return viewerIsReporter ? { ...typed, name: typedName } : typed;
  }
  const person = personOf(accountId, typedName, view, context);
  if (!person || view.disclosure === 'realNames' || !viewerIsReporter || !typedName) return person;
  return { ...person, name: typedName };
}

function presentReads(
  reads: readonly TicketRead[],
  view: PeopleView,
  context: TicketPresentationContext,
): Record<string, number> {
  const shown =
    view.disclosure === 'realNames'
      ? reads
      : reads.filter((read) => read.accountId === context.viewer.id);
  return Object.fromEntries(
    shown.map((read) => [context.pseudonyms.ofAccount(read.accountId), read.readCount]),
  );
}

function presentReportFields(
  record: TicketRecord,
  view: PeopleView,
  context: TicketPresentationContext,
): Partial<Ticket> {
  const { row, people } = record;
  const category = context.categories.get(categoryMapKey(row.group_key, row.category_key));
  const isReporter = context.viewer.id === row.created_by;
  const partners = people.partners.flatMap((partner) => {
    const person = reportedPerson(partner.accountId, partner.name, view, context, isReporter);
    return person ? [person] : [];
  });
  const resolution = RESOLUTIONS.find((value) => value === row.resolution) ?? 'unresolved';
  const accused = reportedPerson(
    row.report_accused_id,
    row.report_accused_name,
    view,
    context,
    isReporter,
  );
  return {
    ...(accused ? { reportAccused: accused } : {}),
    reportPartners: partners,
    ...(row.report_date ? { reportDate: row.report_date.getTime() } : {}),
    inFraganti: row.in_fraganti,
    brokenRules: presentRules(row.broken_rules, category?.rules ?? []),
    secondaryRules: presentRules(row.secondary_rules, category?.secondaryRules ?? []),
    description: row.description ?? '',
    resolution,
  };
}

function presentEventChoice(row: TicketRecord['row']): Pick<Ticket, 'eventCalendar'> {
  const event: EventChoice = {
    ...(row.event_start === null ? {} : { start: row.event_start }),
    ...(row.event_at === null ? {} : { timestamp: row.event_at.getTime() }),
    ...(row.event_place === null ? {} : { location: row.event_place }),
  };
  return Object.keys(event).length > 0 ? { eventCalendar: event } : {};
}

/** Shapes one ticket for one viewer; the view's disclosure comes from the permission rules. */
export function presentTicket(
  record: TicketRecord,
  reads: readonly TicketRead[],
  view: PeopleView,
  context: TicketPresentationContext,
): Ticket {
  const { row, people } = record;
  const creator = personOf(row.created_by, null, view, context);
  if (!creator) throw new Error(`Ticket ${row.id} has no creator account`);
  const ticket: Ticket = {
    _id: row.id,
    type: row.type === TICKET_TYPE.report ? TICKET_TYPE.report : TICKET_TYPE.support,
    group: row.group_key,
    category: row.category_key,
    title: row.title,
    status: row.status === 1 ? 1 : 0,
    timestamp: row.created_at.getTime(),
    lastComment: row.last_comment_at.getTime(),
    createdBy: creator,
    assignees: people.assigneeIds.flatMap((id) => {
      const assignee = personOf(id, null, view, context);
      return assignee ? [assignee] : [];
    }),
    roleAssignees: people.roleKeys,
    inputFields: row.input_fields,
    attachments: row.attachments,
    reviewed: row.reviewed,
    commentsCount: row.comments_count,
    lastReads: presentReads(reads, view, context),
    ...presentEventChoice(row),
  };
  if (row.type !== TICKET_TYPE.report) return ticket;
  return { ...ticket, ...presentReportFields(record, view, context) };
}
