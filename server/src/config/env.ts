import path from 'node:path';
import { z } from 'zod';

const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

/** A CSP host source: an origin, optionally with a `*.` subdomain wildcard or a `*` port. */
const HOST_SOURCE = /^[a-z][a-z0-9+.-]*:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;

/** Entries separated by spaces or commas; empty = none. */
const separatedList = z
  .string()
  .default('')
  .transform((text) => text.split(/[\s,]+/).filter(Boolean));

/** Origins (a trailing slash is dropped). */
const originList = separatedList
  .transform((origins) => origins.map((origin) => origin.replace(/\/$/, '')))
  .pipe(
    z.array(
      z.string().regex(HOST_SOURCE, 'each entry must be an origin such as https://cdn.example.com'),
    ),
  );

/** An http(s) address; plain http only on this machine (a provider started for development). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const secureUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
  .refine((text) => {
    const url = new URL(text);
    return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
  }, 'must be an https:// address (http:// only on localhost)');

/** Single sign-on needs all three; any one alone is a mistake, not "off". */
const OIDC_REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const OIDC_OPTIONAL = [
  'OIDC_PROVIDER_NAME',
  'OIDC_REDIRECT_URL',
  'OIDC_POWER_CLAIM',
  'OIDC_ROLES_CLAIM',
] as const;

/**
 * Every variable the server reads, with its default. Each one not obvious from its name and
 * default says what it is for. A secret or address left empty counts as unset.
 */
const envSchema = z
  .object({
    /** `production` refuses generated secrets and turns the automatic demo seed off. */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** One port for the API, the socket and the static files. */
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** The embedded database's folder: `db/` (PGlite), `portal.lock`, `secrets.json`. */
    DATA_DIR: z.string().min(1).default('./data/pglite'),
    /** A PostgreSQL (15+) server instead of the embedded PGlite. */
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    /** Redis, for several instances: the socket.io adapter and shared quotas. */
    REDIS_URL: optionalText.pipe(z.url().optional()),
    /** Redis channel prefix: only instances sharing it exchange live events. */
    REDIS_KEY_PREFIX: z.string().min(1).default('socket.io'),
    /** Shared with the game server, which signs launch codes with it; unset, in-game sign-in is off. */
    LAUNCH_CODE_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /** Session tokens' key; outside production generated once into `DATA_DIR/secrets.json`. */
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** The pseudonyms' key (`visualId`s); generated like `JWT_SECRET` outside production. */
    VISUAL_ID_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /** A session token's lifetime; no session outlives it. */
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    /** A session unused this long ends (an open page, through its socket, keeps it used). */
    SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
    /** Every demo account's password. */
    DEMO_PASSWORD: z.string().min(1).default('demo1234'),
    /** `auto`: seed the demo into an empty database unless `NODE_ENV=production`. */
    SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
    /** Holds `shell/dist`, each remote's `dist` and `deploy/registry/remotes.json`. */
    PORTAL_ROOT: z.string().min(1).default(REPOSITORY_ROOT),
    /** The remote registry's state file and lock (`npm run remote`); default `<PORTAL_ROOT>/data/registry`. */
    REMOTE_REGISTRY_DIR: optionalText,
    /** Where `npm run remote -- publish` copies releases, served at `/releases/`; default `<registry>/releases`. */
    REMOTE_RELEASES_DIR: optionalText,
    /** What `GET /api/login` answers (`/login` unset); the shell's `/login/sso` goes to the provider. */
    LOGIN_URL: optionalText,
    /** This instance's name in `GET /api/health` (which of several behind a proxy answered). */
    INSTANCE_NAME: optionalText,
    /** `GET /api/lang`. */
    DEFAULT_LANG: z.enum(['es', 'en']).default('es'),
    // The quotas (`rate-limits/rate-limits.ts` `quotasFrom`). Failed sign-ins per 15 minutes: per
    // account name from one client address, per account name from every address, per address
    // (which also bounds, counted apart, failed launch codes and single sign-on callbacks).
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    LOGIN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(50),
    LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(100),
    /** Tickets one account may open per 10 minutes. */
    TICKET_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    /** Comments one account may send per minute. */
    COMMENT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    /** AI suggestion requests and assistant messages one account may send per minute. */
    AI_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    /** Reads (GETs, lists, exports) one account or access token may send per minute. */
    READ_RATE_LIMIT: z.coerce.number().int().positive().default(600),
    /** Live-channel sockets one account may hold on one instance (tabs, screens). */
    SOCKETS_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
    /** Proxy hops trusted for the client address (1 behind the shipped nginx). */
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    /** Origins besides the portal that serve remotes (a CDN), space- or comma-separated. */
    REMOTE_ORIGINS: originList,
    /** Origins besides the portal that may frame it (the game launcher). */
    FRAME_ANCESTORS: originList,
    /**
     * Host names webhooks may send to although they resolve to a private or loopback address (a
     * community's bot on the same host or network), separated by spaces or commas; empty = none.
     */
    WEBHOOK_ALLOWED_HOSTS: separatedList.transform((hosts) =>
      hosts.map((host) => host.toLowerCase()),
    ),
    /** pino's level; `info` or more verbose logs one line per request. */
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * An OpenAI-compatible server, up to `/v1` (Ollama's is `http://127.0.0.1:11434/v1`); unset,
     * AI suggestions come from retrieval alone. llama.cpp's `llama-server` listens on 8080 by
     * default, the portal's own port: start it with `--port 8081`.
     */
    AI_BASE_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
    ),
    /** Sent as `Authorization: Bearer …` to that server when set. */
    AI_API_KEY: optionalText,
    /** One model call's time-out, per attempt; a time-out only drops the model's answer. */
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    /** Further attempts after a time-out, a network error, 429 or 5xx. */
    AI_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
    /** The address people open the portal at (behind its proxy), e.g. https://support.example.com. */
    PUBLIC_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
    ),
    // Single sign-on (OpenID Connect): on with the issuer, the client id and its secret.
    OIDC_ISSUER: optionalText.pipe(secureUrl.optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_SCOPES: z
      .string()
      .default('openid profile')
      .transform((text) => text.split(/[\s,]+/).filter(Boolean))
      .refine((scopes) => scopes.includes('openid'), 'must include openid'),
    /** Shown on the login button ("Log in with …"); the issuer's host name by default. */
    OIDC_PROVIDER_NAME: optionalText.pipe(z.string().max(64).optional()),
    /** The account's name; then `preferred_username`, `name`, `sub` (`identity/oidc-claims.ts`). */
    OIDC_NAME_CLAIM: z.string().trim().min(1).default('preferred_username'),
    /** Claims giving power (a number) and admin role keys at every sign-in; unset, the portal keeps them. */
    OIDC_POWER_CLAIM: optionalText,
    OIDC_ROLES_CLAIM: optionalText,
    /** Where the provider sends the browser back; `PUBLIC_URL` + /login/sso/callback by default. */
    OIDC_REDIRECT_URL: optionalText.pipe(secureUrl.optional()),
  })
  .superRefine((env, context) => {
    const given = [...OIDC_REQUIRED, ...OIDC_OPTIONAL].filter((name) => env[name] !== undefined);
    if (given.length === 0) return;
    for (const name of OIDC_REQUIRED) {
      if (env[name] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `is required for single sign-on (set with ${given.join(', ')}); single sign-on needs ${OIDC_REQUIRED.join(', ')}`,
        });
      }
    }
    if (env.OIDC_REDIRECT_URL === undefined && env.PUBLIC_URL === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'is required for single sign-on (or OIDC_REDIRECT_URL): the provider must know where to send people back',
      });
    }
  });

export type PortalEnv = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops start-up with one readable line per problem. */
export function parseEnv(source: NodeJS.ProcessEnv): PortalEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
