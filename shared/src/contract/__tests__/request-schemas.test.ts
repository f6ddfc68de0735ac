import { calls } from '../calls/index';
import { ASSISTANT, CONFIG_KEYS, LIMITS } from '../limits';
import { callSchemas } from '../schemas/index';
import { markTicketAsReadSchema } from '../schemas/live-events';
import { accepts, messages, text } from './schema-helpers';

describe('comment bodies', () => {
  const post = callSchemas(calls.postComment).body;

  it('takes 1 to 4096 characters that are not all spaces', () => {
    expect(post.parse({ ticketId: 1, comment: text(LIMITS.commentLength) })).toMatchObject({
      staffOnly: false,
    });
    expect(messages(post, { ticketId: 1, comment: text(LIMITS.commentLength + 1) })).toEqual([
      'The comment has at most 4096 characters.',
    ]);
    expect(messages(post, { ticketId: 1, comment: ' \n ' })).toEqual([
      'The comment cannot be empty.',
    ]);
  });

  it('rejects unknown fields and wrong types', () => {
    expect(accepts(post, { ticketId: 1, comment: 'hi', pinned: true })).toBe(false);
    expect(accepts(post, { ticketId: '1', comment: 'hi' })).toBe(false);
    expect(accepts(post, { ticketId: 1, comment: 'hi', staffOnly: 'yes' })).toBe(false);
  });

  it('applies the same limit to edits', () => {
    const edit = callSchemas(calls.editComment).body;
    expect(accepts(edit, { commentId: 1, message: text(LIMITS.commentLength) })).toBe(true);
    expect(accepts(edit, { commentId: 1, message: text(LIMITS.commentLength + 1) })).toBe(false);
    expect(accepts(edit, { commentId: 1, message: '' })).toBe(false);
  });
});

describe('review body', () => {
  const review = callSchemas(calls.review).body;
  const valid = { ticketId: 1, points: 5, comment: 'Thanks' };

  it('takes whole points from 1 to 5', () => {
    for (const points of [1, 5]) expect(accepts(review, { ...valid, points })).toBe(true);
    expect(messages(review, { ...valid, points: 0 })).toEqual(['Points go from 1.']);
    expect(messages(review, { ...valid, points: 6 })).toEqual(['Points go up to 5.']);
    expect(accepts(review, { ...valid, points: 2.5 })).toBe(false);
  });

  it('needs a comment of 1 to 512 characters', () => {
    expect(accepts(review, { ...valid, comment: text(LIMITS.reviewCommentLength) })).toBe(true);
    expect(accepts(review, { ...valid, comment: text(LIMITS.reviewCommentLength + 1) })).toBe(
      false,
    );
    expect(accepts(review, { ...valid, comment: '' })).toBe(false);
  });
});

describe('ticket state bodies', () => {
  it('takes a resolution only among valid and invalid', () => {
    const close = callSchemas(calls.closeTicket).body;
    expect(accepts(close, { ticketId: 1 })).toBe(true);
    expect(accepts(close, { ticketId: 1, resolveType: 'invalid' })).toBe(true);
    expect(accepts(close, { ticketId: 1, resolveType: 'agreement' })).toBe(false);
  });

  it('assigns users by id and roles by key', () => {
    expect(accepts(callSchemas(calls.assignUser).body, { ticketId: 1, userId: 2 })).toBe(true);
    expect(accepts(callSchemas(calls.assignRole).body, { ticketId: 1, key: 'moderators' })).toBe(
      true,
    );
    expect(accepts(callSchemas(calls.assignRole).body, { ticketId: 1, userId: 2 })).toBe(false);
  });
});

describe('ticket list body', () => {
  const list = callSchemas(calls.listTickets).body;

  it('fills defaults and limits the search to 200 characters', () => {
    expect(list.parse({})).toEqual({ searchFilter: '', statusFilter: 'opened' });
    expect(accepts(list, { searchFilter: text(LIMITS.searchLength) })).toBe(true);
    expect(accepts(list, { searchFilter: text(LIMITS.searchLength + 1) })).toBe(false);
  });

  it('rejects unknown sorts, filters and fields', () => {
    expect(accepts(list, { sort: 'random' })).toBe(false);
    expect(accepts(list, { statusFilter: 'all' })).toBe(false);
    expect(accepts(list, { page: 2 })).toBe(false);
    expect(accepts(list, { groupFilter: { selectAll: false, groups: ['support'] } })).toBe(true);
  });
});

describe('admin bodies', () => {
  it('takes only the admin page sizes and pages from 1', () => {
    const performance = callSchemas(calls.staffPerformance).body;
    expect(performance.parse({})).toMatchObject({ page: 1, pageSize: 25, sortBy: 'date' });
    for (const pageSize of [25, 50, 100, 200])
      expect(accepts(performance, { pageSize })).toBe(true);
    expect(accepts(performance, { pageSize: 30 })).toBe(false);
    expect(accepts(performance, { page: 0 })).toBe(false);
  });

  it('refuses a start after the end, and accepts equal dates', () => {
    const paged = callSchemas(calls.ticketsPaginated).body;
    expect(accepts(paged, { createdFrom: 5, createdTo: 5 })).toBe(true);
    expect(messages(paged, { createdFrom: 6, createdTo: 5 })).toEqual([
      'The start date cannot be after the end date.',
    ]);
    expect(accepts(callSchemas(calls.staffPerformance).body, { dateFrom: 6, dateTo: 5 })).toBe(
      false,
    );
  });

  it('reads response-time dates from the query string', () => {
    const query = callSchemas(calls.staffResponseTime).query;
    expect(query.parse({ startDate: '10', endDate: '20' })).toEqual({ startDate: 10, endDate: 20 });
    expect(accepts(query, { startDate: '30', endDate: '20' })).toBe(false);
    expect(accepts(query, { startDate: 'yesterday' })).toBe(false);
  });
});

describe('token, config and incident bodies', () => {
  const create = callSchemas(calls.createToken).body;
  const token = { name: 'Stats bot', endpoints: ['/tickets'], permissions: ['read'] };

  it('needs a name, an endpoint and a permission, with the SPEC messages', () => {
    expect(accepts(create, token)).toBe(true);
    expect(messages(create, { ...token, name: ' ' })).toEqual(['The name cannot be empty.']);
    expect(messages(create, { ...token, endpoints: [] })).toEqual([
      'Please select at least one endpoint',
    ]);
    expect(messages(create, { ...token, permissions: [] })).toEqual([
      'Please select at least one permission',
    ]);
    expect(accepts(create, { ...token, permissions: ['root'] })).toBe(false);
  });

  it('lasts 90 days unless chosen, a year at most, never unlimited', () => {
    expect(create.parse(token).expiresInDays).toBe(90);
    expect(accepts(create, { ...token, expiresInDays: 365 })).toBe(true);
    for (const expiresInDays of [0, 366, 1.5, null, 'never']) {
      expect(messages(create, { ...token, expiresInDays })).toEqual([
        'A token lasts from 1 to 365 days.',
      ]);
    }
  });

  it('never deletes the base AI prompt', () => {
    const params = callSchemas(calls.deleteConfig).params;
    expect(accepts(params, { key: 'feature.flag' })).toBe(true);
    expect(messages(params, { key: CONFIG_KEYS.aiBasePrompt })).toEqual([
      'The base AI prompt cannot be deleted.',
    ]);
  });

  it.each([
    [CONFIG_KEYS.aiBasePrompt, '  ', 'The base AI prompt cannot be empty.'],
    [CONFIG_KEYS.assistantDefaultModel, '', 'The model name cannot be empty or contain spaces.'],
    [
      CONFIG_KEYS.assistantDefaultModel,
      'fast model',
      'The model name cannot be empty or contain spaces.',
    ],
    [
      CONFIG_KEYS.mapImage,
      'http://cdn.example.com/map.png',
      'The image must be an https:// address or a path starting with /.',
    ],
    [
      CONFIG_KEYS.mapImage,
      '//cdn.example.com/map.png',
      'The image must be an https:// address or a path starting with /.',
    ],
    [
      CONFIG_KEYS.serverImage,
      'javascript:alert(1)',
      'The image must be an https:// address or a path starting with /.',
    ],
  ])('checks the value of %s the portal reads (%j)', (key, value, message) => {
    expect(messages(callSchemas(calls.saveConfig).body, { key, value })).toEqual([message]);
  });

  it.each([
    [CONFIG_KEYS.aiBasePrompt, 'You help game staff.'],
    [CONFIG_KEYS.assistantDefaultModel, 'fast-general-1'],
    [CONFIG_KEYS.mapImage, 'https://cdn.example.com/map.png'],
    [CONFIG_KEYS.serverImage, '/images/hub.png'],
    ['feature.anything', '  '],
  ])('accepts %s = %j', (key, value) => {
    expect(accepts(callSchemas(calls.saveConfig).body, { key, value })).toBe(true);
  });

  it('needs an incident title and description, and an entry author and message', () => {
    const incident = callSchemas(calls.createIncident).body;
    expect(incident.parse({ title: 'Outage', description: 'API down' })).toMatchObject({
      status: 'open',
    });
    expect(accepts(incident, { title: '', description: 'x' })).toBe(false);
    expect(accepts(incident, { title: 'x', description: ' ' })).toBe(false);
    expect(accepts(incident, { title: 'x', description: 'y', status: 'done' })).toBe(false);
    expect(
      accepts(callSchemas(calls.addIncidentEntry).body, { author: 'Ana', message: 'Restarted' }),
    ).toBe(true);
    expect(
      accepts(callSchemas(calls.addIncidentEntry).body, { author: '', message: 'Restarted' }),
    ).toBe(false);
    expect(accepts(callSchemas(calls.editIncidentEntry).body, { message: '  ' })).toBe(false);
    expect(accepts(callSchemas(calls.setIncidentStatus).body, { status: 'investigating' })).toBe(
      true,
    );
  });
});

describe('assistant, AI, login and live bodies', () => {
  const chat = callSchemas(calls.assistantChat).body;
  const history = (length: number) =>
    Array.from({ length }, () => ({ role: 'user' as const, text: 'hi' }));

  it('refuses an empty message and more than the last 8 history entries', () => {
    expect(accepts(chat, { message: 'Summarise', history: history(ASSISTANT.historySent) })).toBe(
      true,
    );
    expect(accepts(chat, { message: 'x', history: history(ASSISTANT.historySent + 1) })).toBe(
      false,
    );
    expect(messages(chat, { message: '   ' })).toEqual(['The message cannot be empty.']);
  });

  it('rates AI replies with a boolean', () => {
    expect(accepts(callSchemas(calls.aiRate).body, { commentId: 1, helpful: true })).toBe(true);
    expect(accepts(callSchemas(calls.aiRate).body, { commentId: 1, helpful: 'yes' })).toBe(false);
  });

  it('needs a username and a password to log in', () => {
    expect(
      accepts(callSchemas(calls.authLogin).body, { username: 'player1', password: 'demo1234' }),
    ).toBe(true);
    expect(messages(callSchemas(calls.authLogin).body, { username: '', password: 'x' })).toEqual([
      'Enter your username.',
    ]);
  });

  it('marks a ticket as read by its id only', () => {
    expect(accepts(markTicketAsReadSchema, { ticketId: 3 })).toBe(true);
    expect(accepts(markTicketAsReadSchema, { ticketId: 3, all: true })).toBe(false);
  });
});
