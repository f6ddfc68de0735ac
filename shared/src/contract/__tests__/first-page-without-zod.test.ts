/**
 * The contract and the runtime modules every first page runs load no zod (~31 kB gzip): the
 * schemas are types there, and the values live in `@portal/shared/contract/schemas`, which only
 * forms and checks after the first screen import. Loading them with zod refusing to load proves it.
 */
jest.mock('zod', () => {
  throw new Error('zod was loaded');
});

test.each([
  ['the contract', () => require('../index')],
  ['the api client', () => require('../../runtime/api')],
  ['the session', () => require('../../runtime/session')],
  ['the routes', () => require('../../runtime/routes')],
  ['the remotes registry', () => require('../../runtime/remotes')],
])('%s loads without zod', (_name, load) => {
  expect(load).not.toThrow();
});

test('the schemas entry does load zod', () => {
  expect(() => require('../schemas/index')).toThrow('zod was loaded');
});
