import type { z } from 'zod';
import { calls } from '../calls/index';
import { contractRuleCode, ERROR_CODES } from '../errors';
import { PUBLIC_EVENT } from '../limits';
import { eventFrameResultSchema } from '../schemas/event-frame';
import { callSchemas } from '../schemas/index';

type Path = readonly (string | number)[];

/** A copy of `body` with the text at `path` (or, for `['inputFields', '*key']`, a key) replaced. */
function withText(body: object, path: Path, value: string): unknown {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string | number, unknown>;
  let holder = copy;
  for (const segment of path.slice(0, -1)) holder = holder[segment] as typeof holder;
  const last = path.at(-1) as string | number;
  if (typeof last === 'string' && last.startsWith('*')) {
    const key = last.slice(1);
    holder[`${holder[key] as string}${value}`] = holder[key];
    delete holder[key];
  } else {
    holder[last] = `${holder[last] as string}${value}`;
  }
  return copy;
}

const report = {
  type: 1,
  title: 'Cheating',
  group: 'reports',
  category: 'cheats',
  reportAccused: 'Some_Player',
  reportPartners: ['Friend'],
  reportDate: 1_700_000_000_000,
  description: 'Seen through walls',
  attachments: ['https://e.com/a.png'],
};
const support = {
  type: 0,
  title: 'Cannot log in',
  group: 'support',
  category: 'login',
  inputFields: { Server: 'hub1' },
  errorEventControl: { info: 'Crash' },
};
const event = {
  ...support,
  group: PUBLIC_EVENT.group,
  category: PUBLIC_EVENT.category,
  errorEventControl: undefined,
  eventCalendar: { start: '20:00', timestamp: 1, location: 'Plaza' },
};

const login = { username: 'player1', password: 'pw' };
const chat = { message: 'Hi', history: [{ role: 'user', text: 'Before' }], modelName: 'fast' };
const config = { key: 'a.b', value: 'v', description: 'd' };
const token = { name: 'Bot', description: 'd', endpoints: ['/tickets'], permissions: ['read'] };
const incident = { title: 'Down', description: 'd' };
const entry = { author: 'Ana', message: 'm' };

/** Every free-text field of every request body (and the launch code's query): [call, where the text is, schema, a valid body]. */
const TEXT_FIELDS: [string, Path, z.ZodType, object][] = [
  ['authLogin', ['username'], callSchemas(calls.authLogin).body, login],
  ['authLogin', ['password'], callSchemas(calls.authLogin).body, login],
  [
    'tokenFrame',
    ['code'],
    callSchemas(calls.tokenFrame).query,
    { code: 'header.claims.signature' },
  ],
  ['ssoCallback', ['search'], callSchemas(calls.ssoCallback).body, { search: '?code=c&state=s' }],
  ['createTicket', ['title'], callSchemas(calls.createTicket).body, support],
  ['createTicket', ['inputFields', 'Server'], callSchemas(calls.createTicket).body, support],
  ['createTicket', ['inputFields', '*Server'], callSchemas(calls.createTicket).body, support],
  ['createTicket', ['errorEventControl', 'info'], callSchemas(calls.createTicket).body, support],
  ['createTicket', ['eventCalendar', 'start'], callSchemas(calls.createTicket).body, event],
  ['createTicket', ['eventCalendar', 'location'], callSchemas(calls.createTicket).body, event],
  ['createTicket', ['reportAccused'], callSchemas(calls.createTicket).body, report],
  ['createTicket', ['reportPartners', 0], callSchemas(calls.createTicket).body, report],
  ['createTicket', ['description'], callSchemas(calls.createTicket).body, report],
  ['createTicket', ['attachments', 0], callSchemas(calls.createTicket).body, report],
  ['listTickets', ['searchFilter'], callSchemas(calls.listTickets).body, { searchFilter: 'lag' }],
  ['postComment', ['comment'], callSchemas(calls.postComment).body, { ticketId: 1, comment: 'Hi' }],
  [
    'editComment',
    ['message'],
    callSchemas(calls.editComment).body,
    { commentId: 1, message: 'Hi' },
  ],
  [
    'review',
    ['comment'],
    callSchemas(calls.review).body,
    { ticketId: 1, points: 5, comment: 'Ok' },
  ],
  [
    'aiComment',
    ['comment'],
    callSchemas(calls.aiComment).body,
    { ticketId: 1, comment: 'Hi', responseId: 1 },
  ],
  [
    'staffPerformance',
    ['staffName'],
    callSchemas(calls.staffPerformance).body,
    { staffName: 'Ana' },
  ],
  ['assistantChat', ['message'], callSchemas(calls.assistantChat).body, chat],
  ['assistantChat', ['history', 0, 'text'], callSchemas(calls.assistantChat).body, chat],
  ['assistantChat', ['modelName'], callSchemas(calls.assistantChat).body, chat],
  ['saveConfig', ['value'], callSchemas(calls.saveConfig).body, config],
  ['saveConfig', ['description'], callSchemas(calls.saveConfig).body, config],
  ['createToken', ['name'], callSchemas(calls.createToken).body, token],
  ['createToken', ['description'], callSchemas(calls.createToken).body, token],
  ['createToken', ['endpoints', 0], callSchemas(calls.createToken).body, token],
  ['createIncident', ['title'], callSchemas(calls.createIncident).body, incident],
  ['createIncident', ['description'], callSchemas(calls.createIncident).body, incident],
  ['addIncidentEntry', ['author'], callSchemas(calls.addIncidentEntry).body, entry],
  ['addIncidentEntry', ['message'], callSchemas(calls.addIncidentEntry).body, entry],
  ['editIncidentEntry', ['message'], callSchemas(calls.editIncidentEntry).body, { message: 'm' }],
  ['eventFrameResult', ['location'], eventFrameResultSchema, { type: 'Map', location: 'Plaza' }],
];

/** NUL and both halves of a surrogate pair on their own; PostgreSQL stores none of them. */
const UNSTORABLE = ['\u0000', '\ud800', '\udfff', 'x\ud83d'];

describe.each(TEXT_FIELDS)('free text of %s at %j', (_call, path, schema, valid) => {
  it('accepts the valid body, emoji and accents included', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse(withText(valid, path, ' 😀 ñ')).success).toBe(true);
  });

  it.each(UNSTORABLE)('refuses %j with a clear message and the invalid-text code', (bad) => {
    const result = schema.safeParse(withText(valid, path, bad));
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toMatch(/NUL|surrogate/);
    expect(issue && contractRuleCode(issue)).toBe(ERROR_CODES.invalidText);
  });
});
