import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { committing } from '../../db/last-statement';
import {
  type AccountJson,
  accountFromJson,
  accountsFromJson,
  accountsJson,
  audienceJson,
} from '../accounts/accounts-json';
import {
  type AudienceCandidates,
  type ShownAccount,
  slottedAudience,
} from '../accounts/accounts-repository';
import type { Executor } from '../executor';
import {
  type LiveEventRecord,
  liveEventsInsert,
  type StoredLiveEvent,
  type StoredLiveEventJson,
  storedLiveEvents,
} from '../live-outbox-repository';
import { keptStatement, slot } from '../statement-slots';
import type { TicketRead } from './ticket-reads-repository';
import {
  type TicketPeople,
  type TicketWithPeople,
  type TicketWithPeopleRow,
  ticketWithPeopleOf,
  ticketWithPeopleQuery,
} from './tickets-repository';

export interface PresentationJson {
  assignees: [number, number][];
  roles: [number, string][];
  partners: [number, number | null, string][];
  reads: ReadJson[];
  accounts: AccountJson[];
}

/** Everything a page of tickets shows besides its own rows. */
export interface TicketPresentationData {
  people: Map<number, TicketPeople>;
  reads: TicketRead[];
  accounts: Map<number, ShownAccount>;
}

type ReadJson = [ticketId: number, accountId: number, readCount: number];

/** The read marks of the tickets of `ticketIds` (an SQL set), as one JSON array. */
function readsJson(ticketIds: RawBuilder<unknown>): RawBuilder<ReadJson[]> {
  return sql<ReadJson[]>`(select coalesce(json_agg(json_build_array(ticket_id, account_id,
    read_count)), '[]') from ticket_reads where ticket_id in (${ticketIds}))`;
}

function readsFromJson(reads: readonly ReadJson[]): TicketRead[] {
  return reads.map(([ticketId, accountId, readCount]) => ({ ticketId, accountId, readCount }));
}

/**
 * The presentation of some tickets as one row of JSON columns: `ticketIds` and `namedAccountIds`
 * are SQL sets (a literal list, or a subquery of the statement it joins) of the tickets and of the
 * accounts the caller's rows name (creators, accused); assignees and partners are added here.
 */
export function presentationColumns(
  ticketIds: RawBuilder<unknown>,
  namedAccountIds: RawBuilder<unknown>,
) {
  return sql<PresentationJson>`
    with assignees as (
      select ticket_id, account_id, assigned_at from ticket_assignees where ticket_id in (${ticketIds})
    ), partners as (
      select ticket_id, account_id, name, position from report_partners where ticket_id in (${ticketIds})
    ), named as (
      select account_id as id from assignees
      union select account_id from partners where account_id is not null
      union select id from accounts where id in (${namedAccountIds})
    )
    select
      (select coalesce(json_agg(json_build_array(ticket_id, account_id)
         order by assigned_at, account_id), '[]') from assignees) as assignees,
      (select coalesce(json_agg(json_build_array(ticket_id, role_key) order by role_key), '[]')
         from ticket_role_assignees where ticket_id in (${ticketIds})) as roles,
      (select coalesce(json_agg(json_build_array(ticket_id, account_id, name) order by position),
         '[]') from partners) as partners,
      ${readsJson(ticketIds)} as reads,
      ${accountsJson(sql`select id from named`)} as accounts`;
}

/** The presentation of these tickets from the JSON columns of `presentationColumns`. */
export function readPresentation(
  ticketIds: readonly number[],
  data: PresentationJson | undefined,
): TicketPresentationData {
  const people = new Map<number, TicketPeople>(
    ticketIds.map((id) => [id, { assigneeIds: [], roleKeys: [], partnerIds: [], partners: [] }]),
  );
  if (!data) return { people, reads: [], accounts: new Map() };
  for (const [ticketId, accountId] of data.assignees) {
    people.get(ticketId)?.assigneeIds.push(accountId);
  }
  for (const [ticketId, roleKey] of data.roles) people.get(ticketId)?.roleKeys.push(roleKey);
  for (const [ticketId, accountId, name] of data.partners) {
    const entry = people.get(ticketId);
    entry?.partners.push({ name, accountId });
    if (accountId !== null) entry?.partnerIds.push(accountId);
  }
  return {
    people,
    reads: readsFromJson(data.reads),
    accounts: accountsFromJson(data.accounts),
  };
}

/**
 * People, reads and the accounts they name for these tickets in ONE round trip (a page is latency
 * bound: each extra query costs more than its work). `namedAccountIds` are the accounts the
 * caller already knows from the rows (creators, accused).
 */
export async function findTicketPresentationData(
  db: Executor,
  ticketIds: readonly number[],
  namedAccountIds: readonly number[],
): Promise<TicketPresentationData> {
  if (ticketIds.length === 0) return readPresentation(ticketIds, undefined);
  const named = namedAccountIds.length === 0 ? sql`null` : sql.join([...new Set(namedAccountIds)]);
  const result = await presentationColumns(sql.join([...ticketIds]), named).execute(db);
  const data = result.rows[0];
  if (!data) throw new Error('The presentation query returned no row');
  return readPresentation(ticketIds, data);
}

interface PresentedJson {
  reads: ReadJson[];
  accounts: AccountJson[];
}

/** What else `findPresentedTicket` reads in its statement, for a change that just wrote. */
export interface PresentedTicketExtras {
  /** More accounts to present with it: the authors and targets of the comments a change wrote. */
  alsoNamed?: readonly number[];
  /** The candidates of its live audience (`audienceCandidateIds`), sent the change's events. */
  audience?: AudienceCandidates;
  /** Live events the statement writes (`liveEventsInsert`) and answers: the change's last ones. */
  events?: readonly LiveEventRecord[];
  /** It is its transaction's last statement, and commits with it (`db/last-statement.ts`). */
  last?: boolean;
}

/**
 * `findTicketWithPeople`, and in the same statement what presenting the ticket reads besides: its
 * reads and the accounts it names (creator, accused, assignees, partners), and `extras`. Opening a
 * ticket is one statement, where the presentation's own cost a second one and its round trip; a
 * change reads the ticket it leaves, the accounts it wrote about and its audience in one too.
 */
export async function findPresentedTicket(
  db: Executor,
  ticketId: number,
  extras: PresentedTicketExtras = {},
): Promise<
  | {
      ticket: TicketWithPeople;
      presentation: TicketPresentationData;
      audience: ShownAccount[] | undefined;
      /** The `events` as written. */
      events: StoredLiveEvent[];
    }
  | undefined
> {
  const query = presentedTicketQuery(db, ticketId, extras);
  const [found] = (await db.executeQuery(extras.last ? committing(query) : query)).rows;
  if (!found) return undefined;
  const { presented, audience: audienceAccounts, written, ...rest } = found;
  const ticket = ticketWithPeopleOf(rest);
  return {
    ticket,
    presentation: {
      people: new Map([[ticketId, ticket.people]]),
      reads: readsFromJson(presented.reads),
      accounts: accountsFromJson(presented.accounts),
    },
    audience: audienceAccounts?.map(accountFromJson),
    events: storedLiveEvents(written ?? []),
  };
}

type PresentedTicketRow = TicketWithPeopleRow & {
  presented: PresentedJson;
  audience: AccountJson[] | null;
  written: StoredLiveEventJson[] | null;
};

/** Kept by the power of the audience asked for, if any. */
const presentedTicketStatements = new LRUCache<string, CompiledQuery<PresentedTicketRow>>({
  max: 8,
});

/** `findPresentedTicket`'s statement as built (with values, or with slots to be kept). */
export function presentedTicketStatement(
  db: Executor,
  ticketId: number,
  { alsoNamed = [], audience, events = [] }: PresentedTicketExtras,
) {
  const named = sql`select tickets.created_by union all select tickets.report_accused_id
    union all select ta.account_id from ticket_assignees ta where ta.ticket_id = tickets.id
    union all select rp.account_id from report_partners rp where rp.ticket_id = tickets.id
    union all select unnest(${sql.val(alsoNamed)}::integer[])`;
  // The events' insert is a WITH of the statement (data-modifying, so it runs whatever is read).
  const writing = events.length > 0;
  const source = writing ? db.with('written', (qc) => liveEventsInsert(qc, events)) : db;
  return ticketWithPeopleQuery(source, ticketId)
    .select(
      sql<PresentedJson>`json_build_object(
        'reads', ${readsJson(sql`tickets.id`)}, 'accounts', ${accountsJson(named)})`.as(
        'presented',
      ),
    )
    .select(audienceJson(ticketId, audience).as('audience'))
    .select(
      (writing
        ? sql<StoredLiveEventJson[] | null>`(select json_agg(written) from written)`
        : sql<StoredLiveEventJson[] | null>`null`
      ).as('written'),
    )
    .$castTo<PresentedTicketRow>();
}

/**
 * `presentedTicketStatement` compiled once per shape (`keptStatement`) when it writes no events
 * (opening a ticket, a change's read of it), built per call when it does.
 */
export function presentedTicketQuery(
  db: Executor,
  ticketId: number,
  extras: PresentedTicketExtras,
): CompiledQuery<PresentedTicketRow> {
  if ((extras.events?.length ?? 0) > 0) {
    return presentedTicketStatement(db, ticketId, extras).compile();
  }
  const values: unknown[] = [];
  const id = slot(values, ticketId);
  const slotted: PresentedTicketExtras = {
    alsoNamed: slot(values, extras.alsoNamed ?? []),
    audience: extras.audience && slottedAudience(values, extras.audience),
  };
  const shape = JSON.stringify([extras.audience?.minPower]);
  return keptStatement(presentedTicketStatements, shape, values, () =>
    presentedTicketStatement(db, id, slotted),
  );
}
