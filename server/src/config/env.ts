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

const envSchema = z.object({
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
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(100),
  TICKET_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  COMMENT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  AI_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  REMOTE_ORIGINS: originList,
  FRAME_ANCESTORS: originList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** An OpenAI-compatible server (`…/v1`); unset, AI suggestions come from retrieval alone. */
  AI_BASE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  ),
  AI_API_KEY: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  AI_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
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
