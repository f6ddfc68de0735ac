import path from 'node:path';
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
  demoPassword: string;
  seedDemo: PortalEnv['SEED_DEMO'];
  portalRoot: string;
  loginUrl: string;
  defaultLang: PortalEnv['DEFAULT_LANG'];
  loginRateLimit: number;
  trustProxy: number;
  logLevel: PortalEnv['LOG_LEVEL'];
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
    demoPassword: env.DEMO_PASSWORD,
    seedDemo: env.SEED_DEMO,
    portalRoot: path.resolve(env.PORTAL_ROOT),
    loginUrl: env.LOGIN_URL ?? '/login',
    defaultLang: env.DEFAULT_LANG,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
  };
}

/** Whether the demo community should be written into a database that has no accounts yet. */
export function shouldSeedDemo(config: Pick<PortalConfig, 'env' | 'seedDemo'>): boolean {
  if (config.seedDemo === 'auto') return config.env !== 'production';
  return config.seedDemo === 'true';
}
