import path from 'node:path';
import { z } from 'zod';

const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

/** A CSP host source: an origin, optionally with a `*.` subdomain wildcard or a `*` port. */
const HOST_SOURCE = /^[a-z][a-z0-9+.-]*:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;

/** Origins separated by spaces or commas (a trailing slash is dropped); empty = none. */
const originList = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => origin.replace(/\/$/, '')),
  )
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

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    DATA_DIR: z.string().min(1).default('./data/pglite'),
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    REDIS_URL: optionalText.pipe(z.url().optional()),
    REDIS_KEY_PREFIX: z.string().min(1).default('socket.io'),
    LAUNCH_CODE_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    VISUAL_ID_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
    DEMO_PASSWORD: z.string().min(1).default('demo1234'),
    SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
    PORTAL_ROOT: z.string().min(1).default(REPOSITORY_ROOT),
    /** The remote registry's state file and lock (`npm run remote`); default `<PORTAL_ROOT>/data/registry`. */
    REMOTE_REGISTRY_DIR: optionalText,
    /** Where `npm run remote -- publish` copies releases, served at `/releases/`; default `<registry>/releases`. */
    REMOTE_RELEASES_DIR: optionalText,
    LOGIN_URL: optionalText,
    /** This instance's name in `GET /api/health` (which of several behind a proxy answered). */
    INSTANCE_NAME: optionalText,
    DEFAULT_LANG: z.enum(['es', 'en']).default('es'),
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    LOGIN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(50),
    LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(100),
    TICKET_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    COMMENT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    AI_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    READ_RATE_LIMIT: z.coerce.number().int().positive().default(600),
    /** Live-channel sockets one account may hold on one instance (tabs, screens). */
    SOCKETS_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    REMOTE_ORIGINS: originList,
    FRAME_ANCESTORS: originList,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** An OpenAI-compatible server (`…/v1`); unset, AI suggestions come from retrieval alone. */
    AI_BASE_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
    ),
    AI_API_KEY: optionalText,
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    AI_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
    /** The address people open the portal at (behind its proxy), e.g. https://support.example.com. */
    PUBLIC_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
    ),
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
    OIDC_NAME_CLAIM: z.string().trim().min(1).default('preferred_username'),
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
