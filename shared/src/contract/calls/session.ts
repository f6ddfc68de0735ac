import { z } from 'zod';
import { defineCall } from '../define-call';
import { LIMITS } from '../limits';
import { accountSchema } from '../schemas/account';
import {
  idParamSchema,
  languageSchema,
  limitedText,
  okResponseSchema,
  ticketTypeSchema,
  visualIdSchema,
} from '../schemas/common';
import { groupSchema } from '../schemas/group';
import { roleSchema } from '../schemas/role';
import { STATUS_FILTERS, TICKET_SORTS, ticketListResponseSchema } from '../schemas/ticket-list';

export const authLoginBodySchema = z.strictObject({
  username: limitedText(LIMITS.usernameLength, 'The username').min(1, {
    error: 'Enter your username.',
  }),
  password: limitedText(LIMITS.passwordLength, 'The password').min(1, {
    error: 'Enter your password.',
  }),
});

/**
 * The shell's single sign-on pages: `start` asks `ssoStart` and sends the browser to the provider;
 * the provider sends it back to `callback` (the redirect URI registered there), which hands the
 * answer to `ssoCallback`.
 */
export const SSO_PAGES = { start: '/login/sso', callback: '/login/sso/callback' } as const;

const urlResponse = z.object({ url: z.string() });
const signedInResponse = z.object({ token: z.string(), user: accountSchema });
const hashesResponse = z.object({ hashes: z.array(visualIdSchema) });
/** A list request as the home list sends it when its address names no filter (no defaults). */
const firstListBodySchema = z.strictObject({
  type: ticketTypeSchema,
  statusFilter: z.enum(STATUS_FILTERS),
  sort: z.enum(TICKET_SORTS),
});

export const sessionCalls = {
  health: defineCall({
    public: true,
    method: 'GET',
    path: '/health',
    /**
     * `instance`: which instance answered, when the deployment names them (`INSTANCE_NAME`);
     * `redis`, when one is configured: whether this instance reaches it now (unreachable, it
     * serves alone: rate limits in memory, live events to its own sockets).
     */
    response: z.object({
      status: z.literal('ok'),
      instance: z.string().optional(),
      redis: z.enum(['reachable', 'unreachable']).optional(),
    }),
  }),
  /** This API described in OpenAPI 3.1, generated from this contract (`server/src/openapi`). */
  apiDescription: defineCall({
    public: true,
    method: 'GET',
    path: '/openapi.json',
    response: z.looseObject({
      openapi: z.string(),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    }),
  }),
  authLogin: defineCall({
    public: true,
    method: 'POST',
    path: '/auth/login',
    body: authLoginBodySchema,
    response: signedInResponse,
  }),
  /**
   * Where to send a visitor without a token; also used for logout. `sso` is the community's
   * identity provider (OpenID Connect) when one is configured: its name and the shell page that
   * starts a sign-in there.
   */
  login: defineCall({
    public: true,
    method: 'GET',
    path: '/login',
    response: z.object({
      loginURL: z.string(),
      sso: z.object({ name: z.string(), url: z.string() }).optional(),
    }),
  }),
  /**
   * Starts a single sign-on: answers the provider's authorization address and sets the sign-in's
   * state (state, PKCE verifier, nonce) as a short-lived, encrypted, httpOnly cookie.
   */
  ssoStart: defineCall({
    public: true,
    method: 'POST',
    path: '/auth/sso/start',
    response: urlResponse,
  }),
  /**
   * Finishes a single sign-on: `search` is the query the provider sent the browser back with
   * (`?code=…&state=…`); checked against the sign-in's cookie, then exchanged for a session.
   */
  ssoCallback: defineCall({
    public: true,
    method: 'POST',
    path: '/auth/sso/callback',
    body: z.strictObject({
      search: limitedText(LIMITS.ssoAnswerLength, "The identity provider's answer").min(1, {
        error: "The identity provider's answer is missing.",
      }),
    }),
    response: signedInResponse,
  }),
  /** Exchanges the game client's signed launch code for a session token (in-game browser). */
  tokenFrame: defineCall({
    public: true,
    method: 'GET',
    path: '/tokenFrame',
    query: z.strictObject({
      code: limitedText(LIMITS.launchCodeLength, 'The launch code').min(1, {
        error: 'The launch code is missing.',
      }),
    }),
    response: z.object({ token: z.string() }),
  }),
  /**
   * Ends the viewer's session everywhere: its token is refused and its sockets close. A single
   * sign-on account also gets its provider's sign-out address (`endSessionURL`), when it has one.
   */
  logout: defineCall({
    method: 'POST',
    path: '/logout',
    response: okResponseSchema.extend({ endSessionURL: z.string().optional() }),
  }),
  /** The viewer's own full account, whichever way they logged in (password, SSO, launch code). */
  me: defineCall({ method: 'GET', path: '/me', response: accountSchema }),
  userPower: defineCall({
    method: 'GET',
    path: '/user/power/:id',
    params: z.strictObject({ id: idParamSchema }),
    response: z.object({ power: z.int().nonnegative() }),
  }),
  lang: defineCall({ method: 'GET', path: '/lang', response: z.object({ lang: languageSchema }) }),
  groups: defineCall({ method: 'GET', path: '/groups', response: z.array(groupSchema) }),
  /**
   * What the first screen needs, in one answer the page's HTML asks for before any script loads
   * (ARCHITECTURE §4, "First screen"): the answers of `me`, `userPower` (own), `lang` and
   * `groups`, and for a player the first page of the home list as it opens with no filter in
   * the address (`list.body` is the request it answers; staff get none).
   */
  bootstrap: defineCall({
    method: 'GET',
    path: '/bootstrap',
    response: z.object({
      me: accountSchema,
      power: z.int().nonnegative(),
      lang: languageSchema,
      groups: z.array(groupSchema),
      list: z.object({ body: firstListBodySchema, page: ticketListResponseSchema }).nullable(),
    }),
  }),
  roles: defineCall({ method: 'GET', path: '/roles', response: z.array(roleSchema) }),
  /** visualIds of players online now (staff, polled every LIMITS.hashesOnlinePollMs). */
  hashesOnline: defineCall({ method: 'GET', path: '/hashesOnline', response: hashesResponse }),
  /** visualIds staff should notice (flagged accounts). */
  importantHashes: defineCall({
    method: 'GET',
    path: '/importantHashes',
    response: hashesResponse,
  }),
  /** The header image of the community's game server. */
  serverImage: defineCall({ method: 'GET', path: '/serverImage', response: urlResponse }),
  /** Base URL of the calendar/map frame service. */
  getUrlFrame: defineCall({ method: 'GET', path: '/getUrlFrame', response: urlResponse }),
} as const;
