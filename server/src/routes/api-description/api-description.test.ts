import { type CallConfig, calls, ERROR_CODES } from '@portal/shared/contract';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;

beforeAll(async () => {
  database = await openTestDatabase();
  portal = await startTestPortal(database.db);
});

afterAll(async () => {
  await portal.close();
  await database.close();
});

/** The call's address with every path parameter filled (the check happens before they are read). */
const addressOf = (call: CallConfig) => `/api${call.path.replace(/:\w+/g, '1')}`;

function send(call: CallConfig) {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return portal.api[method](addressOf(call));
}

describe('GET /api/openapi.json', () => {
  test('when asked without a session, then the OpenAPI 3.1 document of every call comes back', async () => {
    const response = await portal.api.get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.paths['/getTicket/{id}'].get.operationId).toBe('getTicket');
    expect(response.body.paths['/openapi.json'].get.security).toEqual([]);
  });
});

describe("the contract's public calls", () => {
  test('when called without a token, then only the calls the document marks public answer, the rest say unauthorized', async () => {
    const answers: [string, number | string][] = [];
    for (const [name, call] of Object.entries(calls) as [string, CallConfig][]) {
      const response = await send(call);
      answers.push([name, response.body.code === ERROR_CODES.unauthorized ? 401 : 'answered']);
    }
    expect(answers).toEqual(
      Object.entries(calls).map(([name, call]: [string, CallConfig]) => [
        name,
        call.public ? 'answered' : 401,
      ]),
    );
  });
});
