import { buildPath, calls } from '../index';
import { callSchemas } from '../schemas/index';

describe('buildPath', () => {
  it('fills and encodes every path parameter', () => {
    expect(buildPath(calls.getTicket, { id: 42 })).toBe('/getTicket/42');
    expect(buildPath(calls.listComments, { ticketId: 'a/b' })).toBe('/comments/a%2Fb');
  });

  it('returns paths without parameters unchanged', () => {
    expect(buildPath(calls.health, {})).toBe('/health');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath(calls.userPower, {} as { id: number })).toThrow(
      /Missing path parameter "id"/,
    );
  });
});

describe('calls', () => {
  it('declares every call under a unique method and path', () => {
    const routes = Object.values(calls).map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('marks as reads only calls sent as POST that create nothing', () => {
    const reads = Object.values(calls).filter((call) => 'reads' in call && call.reads);
    expect(reads.length).toBeGreaterThan(0);
    for (const call of reads) {
      expect([call.path, call.method, 'idempotent' in call]).toEqual([call.path, 'POST', false]);
    }
  });

  it('parses path ids as positive whole numbers', () => {
    expect(callSchemas(calls.getTicket).params.parse({ id: '7' })).toEqual({ id: 7 });
    expect(callSchemas(calls.getTicket).params.safeParse({ id: 'abc' }).success).toBe(false);
    expect(callSchemas(calls.getTicket).params.safeParse({ id: '0' }).success).toBe(false);
    expect(callSchemas(calls.getTicket).params.safeParse({ id: '1.5' }).success).toBe(false);
  });
});

describe('callSchemas', () => {
  it('finds the schemas of every call, by its method and path', () => {
    for (const call of Object.values(calls)) {
      expect(callSchemas(call).response).toBeDefined();
    }
    expect(callSchemas({ method: 'GET', path: '/getTicket/:id' })).toBe(
      callSchemas(calls.getTicket),
    );
  });

  it('refuses a call the contract does not declare', () => {
    expect(() => callSchemas({ method: 'GET', path: '/nowhere' })).toThrow(
      'GET /nowhere is not a call of the contract',
    );
  });
});
