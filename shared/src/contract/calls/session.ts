import { defineCalls } from '../define-call';
import type { sessionSchemas } from '../schemas/calls/session';

/**
 * The shell's single sign-on pages: `start` asks `ssoStart` and sends the browser to the provider;
 * the provider sends it back to `callback` (the redirect URI registered there), which hands the
 * answer to `ssoCallback`.
 */
export const SSO_PAGES = { start: '/login/sso', callback: '/login/sso/callback' } as const;

export const sessionCalls = defineCalls<typeof sessionSchemas>()({
  health: { public: true, method: 'GET', path: '/health' },
  /** This API described in OpenAPI 3.1, generated from this contract (`server/src/openapi`). */
  apiDescription: { public: true, method: 'GET', path: '/openapi.json' },
  authLogin: { public: true, method: 'POST', path: '/auth/login' },
  /**
   * Where to send a visitor without a token; also used for logout. `sso` is the community's
   * identity provider (OpenID Connect) when one is configured: its name and the shell page that
   * starts a sign-in there.
   */
  login: { public: true, method: 'GET', path: '/login' },
  /**
   * Starts a single sign-on: answers the provider's authorization address and sets the sign-in's
   * state (state, PKCE verifier, nonce) as a short-lived, encrypted, httpOnly cookie.
   */
  ssoStart: { public: true, method: 'POST', path: '/auth/sso/start' },
  /**
   * Finishes a single sign-on: `search` is the query the provider sent the browser back with
   * (`?code=…&state=…`); checked against the sign-in's cookie, then exchanged for a session.
   */
  ssoCallback: { public: true, method: 'POST', path: '/auth/sso/callback' },
  /** Exchanges the game client's signed launch code for a session token (in-game browser). */
  tokenFrame: { public: true, method: 'GET', path: '/tokenFrame' },
  /**
   * Ends the viewer's session everywhere: its token is refused and its sockets close. A single
   * sign-on account also gets its provider's sign-out address (`endSessionURL`), when it has one.
   */
  logout: { method: 'POST', path: '/logout' },
  /** The viewer's own full account, whichever way they logged in (password, SSO, launch code). */
  me: { method: 'GET', path: '/me' },
  userPower: { method: 'GET', path: '/user/power/:id' },
  lang: { method: 'GET', path: '/lang' },
  groups: { method: 'GET', path: '/groups' },
  /**
   * What the first screen needs, in one answer the page's HTML asks for before any script loads
   * (ARCHITECTURE §4, "First screen"): the answers of `me`, `userPower` (own), `lang` and
   * `groups`, and for a player the first page of the home list as it opens with no filter in
   * the address (`list.body` is the request it answers; staff get none).
   */
  bootstrap: { method: 'GET', path: '/bootstrap' },
  roles: { method: 'GET', path: '/roles' },
  /** visualIds of players online now (staff, polled every LIMITS.hashesOnlinePollMs). */
  hashesOnline: { method: 'GET', path: '/hashesOnline' },
  /** visualIds staff should notice (flagged accounts). */
  importantHashes: { method: 'GET', path: '/importantHashes' },
  /** The header image of the community's game server. */
  serverImage: { method: 'GET', path: '/serverImage' },
  /** Base URL of the calendar/map frame service. */
  getUrlFrame: { method: 'GET', path: '/getUrlFrame' },
});
