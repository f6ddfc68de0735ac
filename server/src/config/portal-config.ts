import path from 'node:path';
import { type Quotas, quotasFrom } from '../rate-limits/rate-limits';
import { type RegistryLocation, registryLocation } from '../releases/registry-location';
import type { PortalEnv } from './env';
import { type PortalSecrets, resolveSecrets } from './secrets';

/** Everything the server needs at run time, resolved once at start-up. */
export interface PortalConfig {
  env: PortalEnv['NODE_ENV'];
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Redis channel prefix: only instances sharing it exchange live events. */
  redisKeyPrefix: string;
  /** HS256 secret shared with the game server for launch codes; undefined = in-game login off. */
  launchCodeSecret: string | undefined;
  secrets: PortalSecrets;
  sessionTtlSeconds: number;
  /** A session unused this long has ended (an open page keeps it in use). */
  sessionIdleSeconds: number;
  demoPassword: string;
  seedDemo: PortalEnv['SEED_DEMO'];
  portalRoot: string;
  /** The remote registry's state file, its releases and the default lines (`src/releases/`). */
  remoteRegistry: RegistryLocation;
  loginUrl: string;
  /** Named in `GET /api/health` when several instances run behind a proxy. */
  instanceName: string | undefined;
  defaultLang: PortalEnv['DEFAULT_LANG'];
  quotas: Quotas;
  trustProxy: number;
  /** Origins besides the portal that serve remotes (a CDN): allowed by the CSP for code. */
  remoteOrigins: string[];
  /** Origins besides the portal that may show it in a frame (the game launcher). */
  frameAncestors: string[];
  logLevel: PortalEnv['LOG_LEVEL'];
  /** The model server for AI suggestions; undefined = retrieval only (works offline). */
  ai: AiModelConfig | undefined;
}

export interface AiModelConfig {
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  retries: number;
}

export function buildPortalConfig(env: PortalEnv): PortalConfig {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    launchCodeSecret: env.LAUNCH_CODE_SECRET,
    secrets: resolveSecrets(env, dataDir),
    sessionTtlSeconds: Math.round(env.SESSION_TTL_HOURS * 3600),
    sessionIdleSeconds: Math.round(env.SESSION_IDLE_MINUTES * 60),
    demoPassword: env.DEMO_PASSWORD,
    seedDemo: env.SEED_DEMO,
    portalRoot: path.resolve(env.PORTAL_ROOT),
    remoteRegistry: registryLocation({
      portalRoot: env.PORTAL_ROOT,
      registryDir: env.REMOTE_REGISTRY_DIR,
      releasesDir: env.REMOTE_RELEASES_DIR,
    }),
    loginUrl: env.LOGIN_URL ?? '/login',
    instanceName: env.INSTANCE_NAME,
    defaultLang: env.DEFAULT_LANG,
    quotas: quotasFrom({
      failedLoginsPerAccount: env.LOGIN_RATE_LIMIT,
      failedLoginsPerAddress: env.LOGIN_ADDRESS_RATE_LIMIT,
      ticketsPer10Minutes: env.TICKET_RATE_LIMIT,
      commentsPerMinute: env.COMMENT_RATE_LIMIT,
      aiRequestsPerMinute: env.AI_RATE_LIMIT,
    }),
    trustProxy: env.TRUST_PROXY,
    remoteOrigins: env.REMOTE_ORIGINS,
    frameAncestors: env.FRAME_ANCESTORS,
    logLevel: env.LOG_LEVEL,
    ai: env.AI_BASE_URL
      ? {
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY,
          timeoutMs: env.AI_TIMEOUT_MS,
          retries: env.AI_RETRIES,
        }
      : undefined,
  };
}

/** Whether the demo community should be written into a database that has no accounts yet. */
export function shouldSeedDemo(config: Pick<PortalConfig, 'env' | 'seedDemo'>): boolean {
  if (config.seedDemo === 'auto') return config.env !== 'production';
  return config.seedDemo === 'true';
}
