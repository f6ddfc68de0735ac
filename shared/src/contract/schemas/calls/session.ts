import { z } from 'zod';
import { LIMITS, STATUS_FILTERS, TICKET_SORTS } from '../../limits';
import { accountSchema } from '../account';
import {
  idParamSchema,
  languageSchema,
  limitedText,
  okResponseSchema,
  ticketTypeSchema,
  visualIdSchema,
} from '../common';
import { groupSchema } from '../group';
import { roleSchema } from '../role';
import { ticketListResponseSchema } from '../ticket-list';

export const authLoginBodySchema = z.strictObject({
  username: limitedText(LIMITS.usernameLength, 'The username').min(1, {
    error: 'Enter your username.',
  }),
  password: limitedText(LIMITS.passwordLength, 'The password').min(1, {
    error: 'Enter your password.',
  }),
});

const urlResponse = z.object({ url: z.string() });

const signedInResponse = z.object({ token: z.string(), user: accountSchema });

const hashesResponse = z.object({ hashes: z.array(visualIdSchema) });

/** A list request as the home list sends it when its address names no filter (no defaults). */
const firstListBodySchema = z.strictObject({
  type: ticketTypeSchema,
  statusFilter: z.enum(STATUS_FILTERS),
  sort: z.enum(TICKET_SORTS),
});

/** The schemas of each call in `calls/session.ts`, by the same names. */
export const sessionSchemas = {
  health: {
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
  },
  apiDescription: {
    response: z.looseObject({
      openapi: z.string(),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    }),
  },
  authLogin: { body: authLoginBodySchema, response: signedInResponse },
  login: {
    response: z.object({
      loginURL: z.string(),
      sso: z.object({ name: z.string(), url: z.string() }).optional(),
    }),
  },
  ssoStart: { response: urlResponse },
  ssoCallback: {
    body: z.strictObject({
      search: limitedText(LIMITS.ssoAnswerLength, "The identity provider's answer").min(1, {
        error: "The identity provider's answer is missing.",
      }),
    }),
    response: signedInResponse,
  },
  tokenFrame: {
    query: z.strictObject({
      code: limitedText(LIMITS.launchCodeLength, 'The launch code').min(1, {
        error: 'The launch code is missing.',
      }),
    }),
    response: z.object({ token: z.string() }),
  },
  logout: { response: okResponseSchema.extend({ endSessionURL: z.string().optional() }) },
  me: { response: accountSchema },
  userPower: {
    params: z.strictObject({ id: idParamSchema }),
    response: z.object({ power: z.int().nonnegative() }),
  },
  lang: { response: z.object({ lang: languageSchema }) },
  groups: { response: z.array(groupSchema) },
  bootstrap: {
    response: z.object({
      me: accountSchema,
      power: z.int().nonnegative(),
      lang: languageSchema,
      groups: z.array(groupSchema),
      list: z.object({ body: firstListBodySchema, page: ticketListResponseSchema }).nullable(),
    }),
  },
  roles: { response: z.array(roleSchema) },
  hashesOnline: { response: hashesResponse },
  importantHashes: { response: hashesResponse },
  serverImage: { response: urlResponse },
  getUrlFrame: { response: urlResponse },
};
