import { type CallName, calls, LIVE_EVENTS } from '@portal/shared/contract';
import { useDemoDatabase } from '../testing/demo-portal';
import { findLeaks, type LeakRules } from '../testing/json-leaks';
import {
  type AccountActor,
  type ActorIds,
  type ActorTokens,
  insertMatrixAccounts,
  issueActorTokens,
  MATRIX_ACCOUNTS,
  MATRIX_ROLE,
} from '../testing/matrix-actors';
import { type CallRequest, sendCall } from '../testing/send-call';
import { settle } from '../testing/socket-helpers';
import { startTestPortal, type TestPortal, type TestSocket } from '../testing/test-portal';

const STAFF_ONLY_TEXT = 'STAFF-ONLY-7f3c: revisar la IP del acusado';
const STAFF_ONLY_EDIT = 'STAFF-ONLY-9d21: sigue en revisión';
const OBSERVERS = ['creator', 'accused', 'partner'] as const;
type Observer = (typeof OBSERVERS)[number];

let portal: TestPortal;
let ids: ActorIds;
let tokens: ActorTokens;
/** Every response body and socket event each player received, labelled for the failure message. */
const received = new Map<Observer, { label: string; value: unknown }[]>(
  OBSERVERS.map((observer) => [observer, []]),
);
let ticketId = 0;
/** Status of every step of the scripted scenario (not of the reads afterwards). */
const steps: string[] = [];
let scripting = true;

async function as(actor: AccountActor, name: CallName, input: CallRequest) {
  const response = await sendCall(portal.baseUrl, calls[name], input, tokens[actor]);
  if (scripting) steps.push(`${actor} ${name} → ${response.status}`);
  const log = received.get(actor as Observer);
  log?.push({ label: `${name} → ${response.status}`, value: response.body });
  return response;
}

/** The id a step that must have worked answered with. */
function idFrom(response: { status: number; body: unknown } | undefined, key: string): number {
  const value = (response?.body as Record<string, unknown> | undefined)?.[key];
  if (response?.status !== 200 || typeof value !== 'number') {
    throw new Error(`A scenario step failed: ${JSON.stringify(response?.body)}`);
  }
  return value;
}

function record(observer: Observer, socket: TestSocket) {
  socket.onAny((event: string, ...args: unknown[]) => {
    received.get(observer)?.push({ label: `socket ${event}`, value: args });
  });
}

async function playScenario() {
  const created = await as('creator', 'createTicket', {
    body: {
      type: 1,
      group: 'reports',
      category: 'cheating',
      title: 'Usa un programa de trampas',
      reportAccused: MATRIX_ACCOUNTS.accused.username,
      reportPartners: [MATRIX_ACCOUNTS.partner.username],
      inFraganti: true,
      attachments: ['https://example.com/clip.png'],
      description: 'Le vi volar por el mapa',
    },
  });
  ticketId = idFrom(created, 'ticketId');
  await as('groupAdmin', 'takeTicket', { body: { ticketId } });
  const answer = await as('groupAdmin', 'postComment', {
    body: { ticketId, comment: 'Gracias, lo revisamos.' },
  });
  const note = await as('groupAdmin', 'postComment', {
    body: { ticketId, comment: STAFF_ONLY_TEXT, staffOnly: true },
  });
  const answerId = idFrom(answer, '_id');
  const noteId = idFrom(note, '_id');
  await as('groupAdmin', 'editComment', { body: { commentId: noteId, message: STAFF_ONLY_EDIT } });
  await as('groupAdmin', 'editComment', {
    body: { commentId: answerId, message: 'Gracias, lo estamos revisando.' },
  });
  await as('groupAdmin', 'assignRole', { body: { ticketId, key: MATRIX_ROLE } });
  await as('groupAdmin', 'assignUser', { body: { ticketId, userId: ids.assignable } });
  await as('superAdmin', 'unassignUser', { body: { ticketId, userId: ids.assignable } });
  await postAiGeneratedComment(answerId);
  await as('creator', 'postComment', { body: { ticketId, comment: 'Tengo otro vídeo.' } });
  await as('accused', 'postComment', { body: { ticketId, comment: 'Yo no he hecho nada.' } });
  await as('creator', 'requestIntervention', { body: { ticketId } });
  await as('groupAdmin', 'closeTicket', { body: { ticketId, resolveType: 'valid' } });
  await as('creator', 'review', { body: { ticketId, points: 5, comment: 'Muy rápidos' } });
}

/** Staff ask for suggestions to the thread and send the first one unchanged (an AI comment). */
async function postAiGeneratedComment(commentId: number) {
  const suggested = await as('groupAdmin', 'aiSuggestions', { body: { ticketId, commentId } });
  const [first] = suggested.body as { _id: number }[];
  await as('groupAdmin', 'aiAccept', { body: { ticketId, responseId: first?._id ?? 0 } });
}

/** What each player reads afterwards, as the portal's screens would. */
async function readEverything(observer: Observer) {
  await as(observer, 'getTicket', { params: { id: ticketId } });
  await as(observer, 'listComments', { params: { ticketId }, body: {} });
  await as(observer, 'staffComments', { params: { ticketId } });
  for (const statusFilter of ['opened', 'closed'] as const) {
    await as(observer, 'listReports', { body: { statusFilter } });
  }
  await as(observer, 'listReports', { body: { searchFilter: 'trampas' } });
  await as(observer, 'listTickets', { body: {} });
  await as(observer, 'ticketPossibleAssignees', { params: { ticketId } });
  await as(observer, 'ticketRolePossibleAssignees', { params: { ticketId } });
  await as(observer, 'groups', {});
  await as(observer, 'roles', {});
  await as(observer, 'userPower', { params: { id: ids[observer] } });
  await as(observer, 'hashesOnline', {});
}

// Before useDemoDatabase's: the portal stops before its database closes.
afterAll(() => portal?.close());
const database = useDemoDatabase();

beforeAll(async () => {
  ids = await insertMatrixAccounts(database.db);
  portal = await startTestPortal(database.db);
  tokens = await issueActorTokens(database.db, ids);
  for (const observer of OBSERVERS) {
    const socket = await portal.connect(tokens[observer] ?? '');
    record(observer, socket);
    socket.emit(LIVE_EVENTS.markTicketAsRead, { ticketId: 1 });
  }
  await playScenario();
  scripting = false;
  for (const observer of OBSERVERS) await readEverything(observer);
  await portal.server.live.flushed();
  await settle();
});

async function rulesFor(observer: Observer): Promise<LeakRules> {
  const accounts = await database.db
    .selectFrom('accounts')
    .select(['id', 'name', 'power'])
    .execute();
  const others = accounts.filter((account) => account.id !== ids[observer]);
  return {
    // Staff real names, every other user's real name, and what only staff may read.
    forbiddenTexts: [...others.map((account) => account.name), STAFF_ONLY_TEXT, STAFF_ONLY_EDIT],
    otherAccountIds: new Set(others.map((account) => account.id)),
  };
}

test('when the staff scenario is scripted, then every step of it is accepted', () => {
  expect(steps.length).toBeGreaterThanOrEqual(14);
  expect(steps.filter((step) => !step.endsWith('→ 200'))).toEqual([]);
});

describe.each(OBSERVERS)('what the %s receives', (observer) => {
  test('when the scenario ran, then they received responses and live events to check', () => {
    const labels = (received.get(observer) ?? []).map((entry) => entry.label);
    expect(labels).toEqual(expect.arrayContaining([expect.stringMatching(/^socket /)]));
    expect(labels).toEqual(expect.arrayContaining(['getTicket → 200', 'listComments → 200']));
  });

  test('when every response and socket event is walked, then no real name, other account id or staff-only text appears', async () => {
    const rules = await rulesFor(observer);
    const leaks = (received.get(observer) ?? []).flatMap((entry) =>
      findLeaks(entry.value, rules).map((leak) => `${entry.label} ${leak}`),
    );
    expect(leaks).toEqual([]);
  });
});
