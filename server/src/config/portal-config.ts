import path from 'node:path';
import { SSO_PAGES } from '@portal/shared/contract';
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
  /** Live-channel sockets one account may hold on this instance; more are refused. */
  socketsPerAccount: number;
  trustProxy: number;
  /** Origins besides the portal that serve remotes (a CDN): allowed by the CSP for code. */
  remoteOrigins: string[];
  /** Origins besides the portal that may show it in a frame (the game launcher). */
  frameAncestors: string[];
  logLevel: PortalEnv['LOG_LEVEL'];
  /** The model server for AI suggestions; undefined = retrieval only (works offline). */
  ai: AiModelConfig | undefined;
  /** The community's OpenID Connect provider; undefined = no single sign-on. */
  oidc: OidcConfig | undefined;
  webhooks: WebhookConfig;
}

export interface WebhookConfig {
  /** Hosts a webhook may reach on a private or loopback address (`WEBHOOK_ALLOWED_HOSTS`). */
  allowedHosts: readonly string[];
  /** Where a delivery's ticket link points (`PUBLIC_URL`); none without it. */
  publicUrl: string | undefined;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  /** Shown on the login page's button. */
  providerName: string;
  /** The shell page the provider sends the browser back to (registered at the provider). */
  redirectUrl: string;
  /** Where the provider's sign-out sends the browser afterwards (registered at the provider). */
  postLogoutRedirectUrl: string;
  /** Claims read on every sign-in; power and roles are left alone when theirs is undefined. */
  claims: { name: string; power: string | undefined; roles: string | undefined };
  /** How long a started sign-in may take (its state cookie's lifetime). */
  stateTtlSeconds: number;
}

/** Ten minutes to type a password (and a second factor) at the provider. */
const OIDC_STATE_TTL_SECONDS = 600;

function oidcConfig(env: PortalEnv): OidcConfig | undefined {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!issuer || !clientId || !clientSecret) return undefined;
  // The env schema refuses single sign-on without one of the two.
  const redirectUrl = env.OIDC_REDIRECT_URL ?? new URL(SSO_PAGES.callback, env.PUBLIC_URL).href;
  return {
    issuer,
    clientId,
    clientSecret,
    scopes: env.OIDC_SCOPES,
    providerName: env.OIDC_PROVIDER_NAME ?? new URL(issuer).hostname,
    redirectUrl,
    postLogoutRedirectUrl: new URL('/login', redirectUrl).href,
    claims: {
      name: env.OIDC_NAME_CLAIM,
      power: env.OIDC_POWER_CLAIM,
      roles: env.OIDC_ROLES_CLAIM,
    },
    stateTtlSeconds: OIDC_STATE_TTL_SECONDS,
  };
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
      failedLoginsPerAccountAndAddress: env.LOGIN_RATE_LIMIT,
      failedLoginsPerAccount: env.LOGIN_ACCOUNT_RATE_LIMIT,
      failedLoginsPerAddress: env.LOGIN_ADDRESS_RATE_LIMIT,
      ticketsPer10Minutes: env.TICKET_RATE_LIMIT,
      commentsPerMinute: env.COMMENT_RATE_LIMIT,
      aiRequestsPerMinute: env.AI_RATE_LIMIT,
      readsPerMinute: env.READ_RATE_LIMIT,
    }),
    socketsPerAccount: env.SOCKETS_PER_ACCOUNT,
    webhooks: { allowedHosts: env.WEBHOOK_ALLOWED_HOSTS, publicUrl: env.PUBLIC_URL },
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
    oidc: oidcConfig(env),
  };
}

/** Whether the demo community should be written into a database that has no accounts yet. */
export function shouldSeedDemo(config: Pick<PortalConfig, 'env' | 'seedDemo'>): boolean {
  if (config.seedDemo === 'auto') return config.env !== 'production';
  return config.seedDemo === 'true';
}
