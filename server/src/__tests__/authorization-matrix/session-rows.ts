import { cells, EVERY_ACCOUNT, PLAYERS, STAFF } from './expectations';
import { type MatrixRow, ownIdOr } from './matrix-row';

const everyAccount = cells({ allowed: EVERY_ACCOUNT });
/** SPEC §6: online and important hashes are staff tools (power 2 or more), group or not. */
const staffOnly = cells({ allowed: STAFF, forbidden: PLAYERS });

const simple = (call: MatrixRow['call'], expect = everyAccount): MatrixRow => ({
  call,
  fixture: 'no ticket',
  mutates: false,
  request: () => ({}),
  expect,
});

export const SESSION_ROWS: MatrixRow[] = [
  // Where to log in must be reachable before anyone has a session.
  simple('login', cells({ allowed: EVERY_ACCOUNT, anonymous: 200 })),
  {
    call: 'tokenFrame',
    fixture: 'a launch code the game server signed',
    mutates: false,
    request: (context) => ({ query: { code: context.launchCode } }),
    // The in-game browser has no session yet: the signed code alone is the credential.
    expect: cells({ allowed: EVERY_ACCOUNT, anonymous: 200 }),
  },
  {
    call: 'tokenFrame',
    fixture: 'a launch code nobody signed',
    mutates: false,
    request: () => ({ query: { code: 'not-a-signed-launch-code' } }),
    // A session never stands in for a valid launch code, and without one nobody gets a token.
    expect: cells({ unauthenticated: EVERY_ACCOUNT }),
  },
  {
    call: 'userPower',
    fixture: 'their own account',
    mutates: false,
    request: (context) => ({ params: { id: ownIdOr(context, 'creator') } }),
    expect: everyAccount,
  },
  simple('me'),
  simple('lang'),
  simple('groups'),
  simple('roles'),
  simple('hashesOnline', staffOnly),
  simple('importantHashes', staffOnly),
  simple('serverImage'),
  simple('getUrlFrame'),
];
