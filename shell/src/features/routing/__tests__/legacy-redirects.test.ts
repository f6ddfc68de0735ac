import { legacyRedirect } from '../legacy-redirects';

test.each([
  ['/panel/incidents', '', '/admin/incidents'],
  ['/panel/incidents/', '', '/admin/incidents'],
  ['/panel/incidents/42', '', '/admin/incidents/42'],
  ['/panel', '#incidents', '/admin/incidents'],
])('%s%s → %s', (pathname, hash, target) => {
  expect(legacyRedirect(pathname, hash)).toBe(target);
});

test.each([
  ['/panel', ''],
  ['/panel', '#tokens'],
  ['/admin/incidents', ''],
  ['/', '#incidents'],
  ['/ticket/3', ''],
])('%s%s stays', (pathname, hash) => {
  expect(legacyRedirect(pathname, hash)).toBeNull();
});
