import { calls } from '@portal/shared/contract';
import { onCall, requestLines } from '../../testing/fake-api';
import {
  clearToken,
  getToken,
  markLoggingOut,
  redirectToLogin,
  setToken,
  takeReturnPath,
} from '../session';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

test('the token lives in localStorage under portal.token', () => {
  setToken('abc');
  expect(window.localStorage.getItem('portal.token')).toBe('abc');
  expect(getToken()).toBe('abc');
  clearToken();
  expect(getToken()).toBeNull();
});

test('redirecting to login remembers where the user was, once', async () => {
  window.history.replaceState(null, '', '/ticket/12?x=1#top');
  onCall(calls.login, () => ({ loginURL: '/ticket/12' }));
  await redirectToLogin();
  expect(takeReturnPath()).toBe('/ticket/12?x=1#top');
  expect(takeReturnPath()).toBe('/');
});

test('a stored return path that leaves the site is ignored', () => {
  window.sessionStorage.setItem('portal.returnTo', '//evil.example/');
  expect(takeReturnPath()).toBe('/');
});

// Last in this file: logging out is for the rest of the page's life.
test('once logging out has begun, a refused call no longer sends the browser to the login page', async () => {
  window.history.replaceState(null, '', '/ticket/12');
  onCall(calls.login, () => ({ loginURL: '/login' }));
  const pending = redirectToLogin();
  markLoggingOut();
  await pending;
  await redirectToLogin();
  expect(requestLines().filter((line) => line === 'GET /api/login')).toHaveLength(1);
});
