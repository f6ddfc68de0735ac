import {
  type CreateTicketBody,
  type EventChoice,
  normalizeTicketTitle,
  type ReportTicketBody,
  TICKET_TYPE,
} from '@portal/shared/contract';
import type { NewTicket } from '../../db/database';
import type { Viewer } from '../../identity/viewer';
import { startWait } from '../../repositories/tickets/ticket-waits-repository';
import { insertReportPartners, insertTicket } from '../../repositories/tickets/tickets-repository';
import { changeWithLiveEvents } from '../live-events';
import type { ServiceDeps } from '../service-deps';
import { loadCheckedCatalog } from './checked-catalog';
import type { ClientKind } from './client-kind';
import { linkReportPeople, type ReportPeople } from './report-people';

function reportColumns(body: ReportTicketBody, people: ReportPeople): Partial<NewTicket> {
  return {
    report_accused_name: body.reportAccused.trim(),
    report_accused_id: people.accusedId,
    report_date:
      body.inFraganti || body.reportDate === undefined ? null : new Date(body.reportDate),
    in_fraganti: body.inFraganti,
    broken_rules: body.brokenRules,
    secondary_rules: body.secondaryRules,
    description: body.description,
    resolution: 'unresolved',
  };
}

function eventColumns(event: EventChoice | undefined): Partial<NewTicket> {
  return {
    event_start: event?.start ?? null,
    event_at: event?.timestamp === undefined ? null : new Date(event.timestamp),
    event_place: event?.location ?? null,
  };
}

/** POST /ticket: checks every creation rule of SPEC §5 (the contract's), then writes the ticket in one transaction. */
export async function createTicket(
  deps: ServiceDeps,
  viewer: Viewer,
  client: ClientKind,
  body: CreateTicketBody,
): Promise<{ ticketId: number }> {
  const now = new Date(Math.floor(Date.now()));
  const ticketId = await changeWithLiveEvents(deps, async (trx, live) => {
    const { group, category } = await loadCheckedCatalog(trx, body, client, now.getTime());
    const isReport = body.type === TICKET_TYPE.report;
    const people = isReport ? await linkReportPeople(trx, deps.pseudonyms, body) : undefined;
    const id = await insertTicket(trx, {
      type: body.type,
      group_key: group.key,
      category_key: category.key,
      is_web: group.is_web,
      title: normalizeTicketTitle(body.group, body.category, body.title),
      created_by: viewer.id,
      created_at: now,
      last_comment_at: now,
      category_weight: category.weight,
      input_fields: JSON.stringify(body.inputFields),
      attachments: JSON.stringify(body.attachments ?? []),
      ...(isReport ? {} : eventColumns(body.eventCalendar)),
      ...(people && isReport ? reportColumns(body, people) : {}),
    });
    if (people) await insertReportPartners(trx, id, people.partners);
    await startWait(trx, id, category.key, now);
    live.ticketCreated(id);
    return id;
  });
  return { ticketId };
}
