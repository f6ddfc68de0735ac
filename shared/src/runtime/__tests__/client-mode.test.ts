import { isGameClient } from '@portal/shared/contract';
import { clientModeChrome, getClientMode } from '../client-mode';

function visit(search: string) {
  window.history.replaceState(null, '', `/${search}`);
}

beforeEach(() => window.sessionStorage.clear());

test('a normal visit is the browser mode', () => {
  visit('');
  expect(getClientMode()).toBe('browser');
});

test('?client= chooses the mode and it is kept for the session after the query is gone', () => {
  visit('?client=ingame');
  expect(getClientMode()).toBe('ingame');
  visit('');
  expect(getClientMode()).toBe('ingame');
  visit('?client=launcher');
  expect(getClientMode()).toBe('launcher');
});

test('an unknown client value is ignored', () => {
  visit('?client=toaster');
  expect(getClientMode()).toBe('browser');
});

test('account bar hidden in-game and in the launcher, header image hidden in embed, hint in-game', () => {
  expect(clientModeChrome('browser')).toEqual({
    accountBar: true,
    headerImage: true,
    helpHint: false,
  });
  expect(clientModeChrome('ingame')).toEqual({
    accountBar: false,
    headerImage: true,
    helpHint: true,
  });
  expect(clientModeChrome('launcher').accountBar).toBe(false);
  expect(clientModeChrome('embed')).toEqual({
    accountBar: true,
    headerImage: false,
    helpHint: false,
  });
  expect(isGameClient('browser')).toBe(false);
  expect(isGameClient('launcher')).toBe(true);
  expect(isGameClient('embed')).toBe(true);
});
