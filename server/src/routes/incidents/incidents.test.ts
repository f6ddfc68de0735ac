import {
  calls,
  ERROR_CODES,
  type Incident,
  type IncidentsChangedEvent,
  LIVE_EVENTS,
} from '@portal/shared/contract';
import { useDemoPortal } from '../../testing/demo-portal';
import { askIncidents, createIncident } from '../../testing/incident-helpers';
import { settle } from '../../testing/socket-helpers';
import { accountIdOf, get, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';
import { createAccessToken } from '../../testing/token-helpers';

let portal: TestPortal;
let database: TestDatabase;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff1', 'supervisor1', 'admin1'], (demo) => {
  ({ portal, database, token } = demo);
});

const admin = () => token('admin1');

// Who may call them (403 below power 100, 401 without a session): `routes/admin/admin-access.test.ts`.

describe('creating incidents', () => {
  test.each([
    ['a blank title', { title: '  ' }, 'The title cannot be empty.'],
    ['no description', { description: '' }, 'The description cannot be empty.'],
    [
      'an unknown status',
      { status: 'on fire' },
      'The status is one of open, investigating, resolved, closed.',
    ],
  ])('when it has %s, then it is a 400 saying so', async (_case, change, message) => {
    const response = await post(portal, admin(), '/incidents', {
      title: 'Login down',
      description: 'Nobody can sign in',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
  });

  test('when an incident is created with a start time, then it is answered, listed newest first and recorded with who', async () => {
    const startedAt = Date.UTC(2026, 0, 2, 3, 4);
    const older = await createIncident(portal, admin(), { title: 'Older' });
    const created = await createIncident(portal, admin(), {
      title: 'Login down',
      description: 'Nobody can sign in',
      status: 'investigating',
      createdAt: startedAt,
    });
    expect(created).toEqual({
      _id: expect.any(Number),
      title: 'Login down',
      description: 'Nobody can sign in',
      status: 'investigating',
      createdAt: startedAt,
      createdBy: 'Admin Principal',
      updatedAt: expect.any(Number),
      updatedBy: 'Admin Principal',
      // A start in another status than open is the timeline's first status change.
      entries: [
        expect.objectContaining({
          kind: 'status',
          status: 'investigating',
          createdAt: startedAt,
          author: 'Admin Principal',
        }),
      ],
    });
    const list = await get(portal, admin(), '/incidents');
    const ids = list.body.map((incident: Incident) => incident._id);
    expect(ids.indexOf(older._id)).toBeLessThan(ids.indexOf(created._id));
    expect(list.body[ids.indexOf(created._id)]).not.toHaveProperty('entries');
    expect((await get(portal, admin(), `/incidents/${created._id}`)).body).toEqual(created);
  });

  test('when an incident starts open, then its timeline starts empty', async () => {
    expect((await createIncident(portal, admin(), { status: 'open' })).entries).toEqual([]);
  });

  test('when an incident does not exist, then reading, changing or exporting it is a 404', async () => {
    const entry = { author: 'Ana', message: 'Hi' };
    for (const [method, path, body] of [
      ['GET', '/incidents/999999', undefined],
      ['PATCH', '/incidents/999999/status', { status: 'open' }],
      ['POST', '/incidents/999999/entries', entry],
      ['PATCH', '/incidents/999999/entries/1', { message: 'Hi' }],
      ['DELETE', '/incidents/999999/entries/1', undefined],
      ['GET', '/incidents/999999/export-md', undefined],
      ['GET', '/incidents/999999/postmortem-md', undefined],
    ] as const) {
      const response = await askIncidents(portal, admin(), method, path, body);
      expect([path, response.status, response.body.code]).toEqual([
        path,
        404,
        ERROR_CODES.incidentNotFound,
      ]);
    }
  });
});

describe('status and timeline', () => {
  test('when the status moves through every pair, then each move is allowed and recorded on the timeline with its time and who', async () => {
    const incident = await createIncident(portal, admin(), { status: 'open' });
    // Each of the 12 ordered pairs of different statuses once.
    const moves = [
      'investigating',
      'open',
      'resolved',
      'open',
      'closed',
      'investigating',
      'resolved',
      'investigating',
      'closed',
      'resolved',
      'closed',
      'open',
    ];
    const before = Date.now();
    let last: Incident = incident;
    for (const status of moves) {
      const response = await askIncidents(
        portal,
        admin(),
        'PATCH',
        `/incidents/${incident._id}/status`,
        { status },
      );
      expect(response.status).toBe(200);
      last = response.body;
      expect(last.status).toBe(status);
    }
    expect(last.entries.map((entry) => [entry.kind, entry.status, entry.author])).toEqual(
      moves.map((status) => ['status', status, 'Admin Principal']),
    );
    for (const entry of last.entries) {
      expect(entry.createdAt).toBeGreaterThanOrEqual(before - 1000);
      expect(entry.recordedBy).toBe('Admin Principal');
    }
  });

  test('when entries are added, edited and deleted, then each answer is the entry and the timeline keeps time order', async () => {
    const incident = await createIncident(portal, admin());
    const entries = `/incidents/${incident._id}/entries`;
    const late = await post(portal, admin(), entries, { author: 'Ana', message: 'Fixed' });
    const early = await post(portal, admin(), entries, {
      author: 'Luis',
      message: 'First report',
      createdAt: Date.UTC(2026, 0, 1),
    });
    expect(early.status).toBe(200);
    expect(early.body).toEqual({
      id: expect.any(Number),
      kind: 'note',
      status: null,
      author: 'Luis',
      message: 'First report',
      createdAt: Date.UTC(2026, 0, 1),
      recordedBy: 'Admin Principal',
      editedAt: null,
      editedBy: null,
    });
    const edited = await askIncidents(portal, admin(), 'PATCH', `${entries}/${late.body.id}`, {
      message: 'Fixed for good',
    });
    expect(edited.body).toMatchObject({
      message: 'Fixed for good',
      author: 'Ana',
      editedBy: 'Admin Principal',
      editedAt: expect.any(Number),
    });
    const read = await get(portal, admin(), `/incidents/${incident._id}`);
    expect(read.body.entries.map((entry: { message: string }) => entry.message)).toEqual([
      'First report',
      'Fixed for good',
    ]);
    const deleted = await askIncidents(portal, admin(), 'DELETE', `${entries}/${early.body.id}`);
    expect(deleted.body).toEqual({ ok: true });
    const after = await get(portal, admin(), `/incidents/${incident._id}`);
    expect(after.body.entries.map((entry: { id: number }) => entry.id)).toEqual([late.body.id]);
    const again = await askIncidents(portal, admin(), 'DELETE', `${entries}/${early.body.id}`);
    expect([again.status, again.body.code]).toEqual([404, ERROR_CODES.incidentEntryNotFound]);
  });

  test.each([
    ['no author', { message: 'Hi' }, 'POST', 'The author must be text.'],
    ['a blank author', { author: ' ', message: 'Hi' }, 'POST', 'The author cannot be empty.'],
    ['no message', { author: 'Ana' }, 'POST', 'The message must be text.'],
    ['a blank message', { author: 'Ana', message: '\n ' }, 'POST', 'The message cannot be empty.'],
    ['an edit to a blank message', { message: '   ' }, 'PATCH', 'The message cannot be empty.'],
  ] as const)(
    'when an entry has %s, then it is a 400 saying so',
    async (_case, body, method, message) => {
      const incident = await createIncident(portal, admin());
      const entry = await post(portal, admin(), `/incidents/${incident._id}/entries`, {
        author: 'Ana',
        message: 'Kept',
      });
      const path =
        method === 'POST'
          ? `/incidents/${incident._id}/entries`
          : `/incidents/${incident._id}/entries/${entry.body.id}`;
      const response = await askIncidents(portal, admin(), method, path, body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(message);
    },
  );

  test('when a status change is to be edited or deleted, then it is a 422 and it stays', async () => {
    const incident = await createIncident(portal, admin());
    const changed = await askIncidents(
      portal,
      admin(),
      'PATCH',
      `/incidents/${incident._id}/status`,
      {
        status: 'resolved',
      },
    );
    const entryPath = `/incidents/${incident._id}/entries/${changed.body.entries[0].id}`;
    for (const [method, body] of [
      ['PATCH', { message: 'Never happened' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await askIncidents(portal, admin(), method, entryPath, body);
      expect([response.status, response.body.code]).toEqual([
        422,
        ERROR_CODES.incidentStatusEntryFixed,
      ]);
    }
    const read = await get(portal, admin(), `/incidents/${incident._id}`);
    expect(read.body.entries).toEqual(changed.body.entries);
  });

  test('when an entry of another incident is named, then it is a 404', async () => {
    const first = await createIncident(portal, admin());
    const second = await createIncident(portal, admin());
    const entry = await post(portal, admin(), `/incidents/${first._id}/entries`, {
      author: 'Ana',
      message: 'Mine',
    });
    const response = await askIncidents(
      portal,
      admin(),
      'PATCH',
      `/incidents/${second._id}/entries/${entry.body.id}`,
      { message: 'Stolen' },
    );
    expect([response.status, response.body.code]).toEqual([404, ERROR_CODES.incidentEntryNotFound]);
  });
});

describe('who and when, live', () => {
  test('when an admin changes an incident, then each change is recorded with who and when and sent live to admins only', async () => {
    const adminId = await accountIdOf(database.db, 'admin1');
    await database.db
      .updateTable('accounts')
      .set({ power: 100 })
      .where('username', '=', 'staff2')
      .execute();
    const watcher = await portal.connect(await portal.logIn('staff2'));
    const staffSocket = await portal.connect(token('staff1'));
    const seen: IncidentsChangedEvent[] = [];
    const seenByStaff: IncidentsChangedEvent[] = [];
    watcher.on(LIVE_EVENTS.incidentsChanged, (event) => seen.push(event));
    staffSocket.on(LIVE_EVENTS.incidentsChanged, (event) => seenByStaff.push(event));

    const incident = await createIncident(portal, admin());
    const incidentId = incident._id;
    await askIncidents(portal, admin(), 'PATCH', `/incidents/${incidentId}/status`, {
      status: 'investigating',
    });
    const entry = await post(portal, admin(), `/incidents/${incidentId}/entries`, {
      author: 'Ana',
      message: 'Looking',
    });
    const entryPath = `/incidents/${incidentId}/entries/${entry.body.id}`;
    await askIncidents(portal, admin(), 'PATCH', entryPath, { message: 'Looking hard' });
    await askIncidents(portal, admin(), 'DELETE', entryPath);

    const changes = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'at', 'changes'])
      .where('target_kind', '=', 'incident')
      .where('target_id', '=', String(incidentId))
      .orderBy('id')
      .execute();
    expect(changes.map((row) => [row.action, row.actor_id])).toEqual([
      ['incident.created', adminId],
      ['incident.statusChanged', adminId],
      ['incident.entryAdded', adminId],
      ['incident.entryEdited', adminId],
      ['incident.entryDeleted', adminId],
    ]);
    expect(changes.at(-1)?.changes).toContainEqual({
      field: 'entry',
      before: String(entry.body.id),
      after: null,
    });
    for (const row of changes) {
      expect(Date.now() - new Date(row.at).getTime()).toBeLessThan(60_000);
    }
    await settle();
    expect(seen).toEqual(Array.from({ length: 5 }, () => ({ incidentId })));
    expect(seenByStaff).toEqual([]);
  });
});

describe('access tokens on the first PATCH and DELETE calls', () => {
  test.each([
    ['PATCH', calls.setIncidentStatus.path, 'write', 'read'],
    ['DELETE', calls.deleteIncidentEntry.path, 'admin', 'write'],
  ] as const)(
    'when %s %s is called with a token, then %s allows it and %s alone is a 403',
    async (method, endpoint, allowing, lacking) => {
      const incident = await createIncident(portal, admin());
      const entry = await post(portal, admin(), `/incidents/${incident._id}/entries`, {
        author: 'Ana',
        message: 'Note',
      });
      const path = endpoint
        .replace(':id', String(incident._id))
        .replace(':entryId', String(entry.body.id));
      const body = method === 'PATCH' ? { status: 'closed' } : undefined;
      const refused = await createAccessToken(portal, admin(), {
        endpoints: [endpoint],
        permissions: [lacking],
      });
      const response = await askIncidents(portal, refused.secret, method, path, body);
      expect([response.status, response.body.code]).toEqual([403, ERROR_CODES.tokenNotGranted]);
      const allowed = await createAccessToken(portal, admin(), {
        endpoints: [endpoint],
        permissions: [allowing],
      });
      expect((await askIncidents(portal, allowed.secret, method, path, body)).status).toBe(200);
    },
  );
});

test('when an id is not a plain positive number, then it is a 400', async () => {
  expect((await get(portal, admin(), '/incidents/abc')).status).toBe(400);
});
