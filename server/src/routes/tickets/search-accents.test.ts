import type { Ticket, TicketStatus } from '@portal/shared/contract';
import { ticketListResponseSchema } from '@portal/shared/contract/schemas';
import { useDemoPortal } from '../../testing/demo-portal';
import { listAs } from '../../testing/list-helpers';
import { accountIdOf } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;
const USERS = ['player1', 'staff1', 'admin1'];

/** What the test knows of each seeded ticket: every text a search may read. */
interface SeededTicket {
  id: number;
  createdBy: string;
  texts: string[];
  staffNotes: string[];
}
const seeded = new Map<number, SeededTicket>();
const TICKETS = 120;

/**
 * Ticket `n`'s texts: a common Spanish comment (accented, or in capitals without accents), a
 * common English phrase, an accented description on half of them, a staff-only note on a tenth,
 * and rare words (a public comment, a note, a field of JSON with curly quotes) on a few.
 */
function ticketTexts(n: number) {
  const comments = [
    n % 5 !== 0 && (n % 2 ? 'Sigo esperando la verificación' : 'SIGO ESPERANDO LA VERIFICACION'),
    n % 7 !== 0 && 'Thanks for the QUICK answer',
    (n === 17 || n === 90) && 'Vi un pingüino en la tienda',
  ].filter((text): text is string => typeof text === 'string');
  const staffNotes = [
    n % 10 === 1 && 'Nota interna: reembolso pendiente',
    n === 44 && 'Sanción aplicada',
  ].filter((text): text is string => typeof text === 'string');
  const description = n % 2 === 0 ? 'El murciélago rompió la ventana' : null;
  const fields = n === 9 ? { Motivo: 'Revisión “urgente” del camión' } : {};
  return { comments, staffNotes, description, fields };
}

async function seedTickets() {
  const ids = {
    player1: await accountIdOf(database.db, 'player1'),
    player2: await accountIdOf(database.db, 'player2'),
    staff1: await accountIdOf(database.db, 'staff1'),
  };
  for (let n = 1; n <= TICKETS; n += 1) {
    const texts = ticketTexts(n);
    const createdBy = n % 3 === 0 ? 'player1' : 'player2';
    // Staff1 administers support; the events group's unassigned tickets are not theirs to see.
    const events = n % 4 === 3;
    const ticket = await database.db
      .insertInto('tickets')
      .values({
        type: 0,
        group_key: events ? 'webevents' : 'support',
        category_key: events ? 'publicevent' : 'account',
        is_web: true,
        title: `Caso ${n}`,
        created_by: createdBy === 'player1' ? ids.player1 : ids.player2,
        last_comment_at: new Date(Date.UTC(2026, 2, 1, 0, n % 50)),
        description: texts.description,
        input_fields: JSON.stringify(texts.fields),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const comments = [
      ...texts.comments.map((message) => ({ message, staff_only: false, author: ids.player2 })),
      ...texts.staffNotes.map((message) => ({ message, staff_only: true, author: ids.staff1 })),
    ];
    if (comments.length > 0) {
      await database.db
        .insertInto('comments')
        .values(
          comments.map((comment) => ({
            ticket_id: ticket.id,
            author_id: comment.author,
            message: comment.message,
            staff_only: comment.staff_only,
          })),
        )
        .execute();
    }
    seeded.set(ticket.id, {
      id: ticket.id,
      createdBy,
      texts: [
        `Caso ${n}`,
        ...(texts.description ? [texts.description] : []),
        ...Object.values(texts.fields),
        ...texts.comments,
      ],
      staffNotes: texts.staffNotes,
    });
  }
}

useDemoPortal(USERS, (demo) => {
  ({ database, portal, token } = demo);
});

beforeAll(seedTickets, 60_000);

async function allPages(user: string, body: object): Promise<Ticket[]> {
  const tickets: Ticket[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 30; page += 1) {
    const response = await listAs(
      portal,
      token(user),
      '/api/tickets',
      cursor ? { ...body, cursor } : body,
    );
    if (response.status !== 200) throw new Error(response.text);
    const parsed = ticketListResponseSchema.parse(response.body);
    tickets.push(...parsed.data);
    cursor = parsed.cursor;
    if (!parsed.hasMore) return tickets;
  }
  throw new Error('paging did not end');
}

/** The reference: text without accents, in lower case, cut into words. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** All the search's words in one text (web search syntax); in a row when quoted. */
function textMatches(search: string, text: string): boolean {
  const wanted = words(search);
  const have = words(text);
  if (!search.startsWith('"')) return wanted.every((word) => have.includes(word));
  return have.some((_word, start) => wanted.every((word, offset) => have[start + offset] === word));
}

/**
 * What the list must answer: the same list without a search (the role's own tickets and order),
 * keeping the seeded tickets one of whose texts matches; staff also read the staff-only notes.
 */
function expected(unsearched: readonly Ticket[], search: string, staff: boolean): number[] {
  return unsearched
    .map((ticket) => seeded.get(ticket._id))
    .filter((ticket): ticket is SeededTicket => ticket !== undefined)
    .filter((ticket) =>
      [...ticket.texts, ...(staff ? ticket.staffNotes : [])].some((text) =>
        textMatches(search, text),
      ),
    )
    .map((ticket) => ticket.id);
}

const SEARCHES = [
  // common (4 in 5 tickets), accented or not, any case
  'verificacion',
  'Verificación',
  'VERIFICACIÓN',
  'sigo esperando',
  '"sigo esperando"',
  'quick answer',
  'QUICK ANSWER',
  // common in the description, typed without the accent the stemmer needs
  'murcielago rompio',
  // rare: a comment, a field of JSON, two common words no single text holds
  'pinguino',
  'PINGÜINO',
  'camion urgente',
  'quick murcielago',
  // staff-only notes: staff find them, players never do
  'reembolso',
  'sancion',
];
const STAFF_NOTES = ['reembolso', 'sancion'];

describe.each([
  ['admin1', true],
  ['staff1', true],
  ['player1', false],
])('searching as %s', (user, staff) => {
  let unsearched: Ticket[] = [];
  beforeAll(async () => {
    unsearched = await allPages(user, {});
  });

  test.each(SEARCHES)(
    'when searching %p, then the list holds the tickets whose text has it, accents and case aside, in list order',
    async (search) => {
      const found = await allPages(user, { searchFilter: search });
      const reference = expected(unsearched, search, staff);
      const none = search === 'quick murcielago' || (!staff && STAFF_NOTES.includes(search));
      expect(reference.length > 0).toBe(!none);
      expect(found.map((ticket) => ticket._id)).toEqual(reference);
    },
  );

  test('when searching, then each role finds only tickets it may see', async () => {
    const found = await allPages(user, { searchFilter: 'quick answer' });
    expect(found.length).toBeGreaterThan(0);
    if (user === 'player1') {
      expect(found.every((ticket) => seeded.get(ticket._id)?.createdBy === 'player1')).toBe(true);
    }
    if (user === 'staff1') {
      expect(found.length).toBeLessThan(TICKETS * (6 / 7));
    }
  });
});

describe('searching after a close and a reopen', () => {
  const ticketWith = (n: number) => [...seeded.values()][n - 1]?.id ?? 0;
  const setStatus = (id: number, status: TicketStatus) =>
    database.db.updateTable('tickets').set({ status }).where('id', '=', id).execute();
  const ids = async (body: object) =>
    (await allPages('admin1', { searchFilter: 'pinguino', ...body })).map((ticket) => ticket._id);

  test('when a ticket whose comment holds the text is closed, then its comment is found in the closed list only, and in the open list again once it is reopened', async () => {
    const [closed, open] = [ticketWith(17), ticketWith(90)];
    expect(await ids({})).toEqual(expect.arrayContaining([closed, open]));
    await setStatus(closed, 1);
    try {
      expect(await ids({})).toEqual([open]);
      expect(await ids({ statusFilter: 'closed' })).toEqual([closed]);
    } finally {
      await setStatus(closed, 0);
    }
    expect((await ids({})).sort()).toEqual([closed, open].sort());
    expect(await ids({ statusFilter: 'closed' })).toEqual([]);
  });
});
