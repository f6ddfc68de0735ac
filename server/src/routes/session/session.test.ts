import { ERROR_CODES } from '@portal/shared/contract';
import { apiErrorSchema } from '@portal/shared/contract/schemas';
import request from 'supertest';
import { useDemoDatabase } from '../../testing/demo-portal';
import { DEMO_PASSWORD, startTestPortal, type TestPortal } from '../../testing/test-portal';

let portal: TestPortal;

// Before useDemoDatabase's: the portal stops before its database closes.
afterAll(() => portal.close());
const database = useDemoDatabase();

beforeAll(async () => {
  portal = await startTestPortal(database.db);
});

describe('session calls', () => {
  test('when the password is right, then a token and the own account come back', async () => {
    const response = await portal.api
      .post('/api/auth/login')
      .send({ username: 'staff1', password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      name: 'Carlos Pérez',
      power: 2,
      adminRoles: ['support'],
    });
    expect(response.body.user.visualId).toMatch(/^[0-9a-f]{16}$/);
    expect(response.body.user.visualId).not.toBe(String(response.body.user._id));
    const power = await portal.api
      .get(`/api/user/power/${response.body.user._id}`)
      .set('Authorization', `Bearer ${response.body.token}`);
    expect(power.body).toEqual({ power: 2 });
  });

  test('when the username or the password is wrong, then both get the same generic 401', async () => {
    const wrongPassword = await portal.api
      .post('/api/auth/login')
      .send({ username: 'player1', password: 'nope' });
    const wrongUser = await request(portal.baseUrl)
      .post('/api/auth/login')
      .send({ username: 'nobody', password: 'nope' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongUser.status).toBe(401);
    expect(wrongPassword.body).toEqual(wrongUser.body);
    expect(apiErrorSchema.parse(wrongUser.body)).toEqual({
      error: 'Wrong username or password.',
      code: ERROR_CODES.invalidCredentials,
    });
  });

  test('when the body has unknown fields, then it is rejected with the field named', async () => {
    const response = await portal.api
      .post('/api/auth/login')
      .send({ username: 'player1', password: 'x', admin: true });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(ERROR_CODES.validation);
  });

  test('when there is no valid token, then every private call and unknown path is 401', async () => {
    for (const path of [
      '/api/groups',
      '/api/roles',
      '/api/lang',
      '/api/user/power/1',
      '/api/nope',
    ]) {
      const response = await portal.api.get(path);
      expect(response.status).toBe(401);
      expect(response.body.code).toBe(ERROR_CODES.unauthorized);
    }
    const forged = await portal.api
      .post('/api/tickets')
      .set('Authorization', 'Bearer forged.token.here')
      .send({});
    expect(forged.status).toBe(401);
  });

  test('when asking for public session data, then health and the login URL answer without a token', async () => {
    expect((await portal.api.get('/api/health')).body).toEqual({ status: 'ok' });
    expect((await portal.api.get('/api/login')).body).toEqual({ loginURL: '/login' });
  });

  test('when the deployment names its instances, then health says which one answered', async () => {
    const named = await startTestPortal(database.db, { instanceName: 'api-2' });
    try {
      expect((await named.api.get('/api/health')).body).toEqual({
        status: 'ok',
        instance: 'api-2',
      });
    } finally {
      await named.close();
    }
  });

  test('when a player reads groups, then canned answers are only sent to group admins', async () => {
    const playerToken = await portal.logIn('player1');
    const staffToken = await portal.logIn('staff1');
    const asPlayer = await portal.api
      .get('/api/groups')
      .set('Authorization', `Bearer ${playerToken}`);
    const asStaff = await portal.api
      .get('/api/groups')
      .set('Authorization', `Bearer ${staffToken}`);
    const keys = asPlayer.body.map((group: { key: string }) => group.key);
    expect(keys).toEqual(['support', 'ingame', 'reports', 'ingame-reports', 'webevents']);
    const support = (body: { key: string; precannedAnswers: unknown[] }[]) =>
      body.find((group) => group.key === 'support');
    expect(support(asPlayer.body)?.precannedAnswers).toEqual([]);
    expect(support(asStaff.body)?.precannedAnswers.length).toBeGreaterThan(0);
    const roles = await portal.api.get('/api/roles').set('Authorization', `Bearer ${playerToken}`);
    expect(roles.body.map((role: { key: string }) => role.key)).toEqual([
      'events',
      'reports',
      'support',
    ]);
    const lang = await portal.api.get('/api/lang').set('Authorization', `Bearer ${playerToken}`);
    expect(lang.body).toEqual({ lang: 'es' });
  });

  test('when the stored hash is read, then it is argon2id', async () => {
    const row = await database.db
      .selectFrom('accounts')
      .select('password_hash')
      .where('username', '=', 'admin1')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });
});
