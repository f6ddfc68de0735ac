import http from 'node:http';
import { LIVE_EVENTS } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { PortalConfig } from '../config/portal-config';
import type { Database } from '../db/database';
import { createViewerResolver } from '../http/authenticate';
import { createTokenViewerResolver } from '../http/token-viewers';
import { createSessionTokens } from '../identity/session-tokens';
import { createPseudonyms } from '../identity/visual-ids';
import { createLiveHub, type LiveHub } from '../live/live-hub';
import type { PortalIo } from '../live/live-types';
import { DEFAULT_REDIS_KEY_PREFIX, useRedisAdapter } from '../live/redis-adapter';
import { createSocketServer } from '../live/socket-server';
import { createRateLimits } from '../rate-limits/rate-limits';
import { createRedisLink } from '../redis/redis-link';
import { registryLocation } from '../releases/registry-location';
import { watchReleases } from '../releases/release-watcher';
import { openAiCompatibleModel } from '../services/ai/chat-model';
import {
  type AttachmentFetchTestOptions,
  createAttachmentImages,
} from '../services/attachments/attachment-images';
import { createCommunityCatalog } from '../services/community/community-catalog';
import {
  startTicketRetention,
  type TicketRetention,
  type TicketRetentionOptions,
} from '../services/privacy/ticket-retention';
import { createEmbeddedGameDirectory } from '../services/session/game-directory';
import { createSsoSignIn } from '../services/session/sso-session';
import {
  startWebhookDispatcher,
  type WebhookDispatcher,
  type WebhookDispatchOptions,
} from '../services/webhooks/webhook-dispatcher';
import { createApp } from './create-app';

export interface PortalServer {
  httpServer: http.Server;
  io: PortalIo;
  live: LiveHub;
  /** This instance's webhook rounds (tests run one at once with `runOnce`). */
  webhooks: WebhookDispatcher;
  /** This instance's retention rounds (tests run one with `runOnce`). */
  retention: TicketRetention;
  /** Stops accepting connections and closes sockets and Redis; the database is the caller's. */
  close(): Promise<void>;
}

export type PortalServerConfig = Pick<
  PortalConfig,
  | 'secrets'
  | 'sessionTtlSeconds'
  | 'sessionIdleSeconds'
  | 'loginUrl'
  | 'defaultLang'
  | 'quotas'
  | 'env'
  | 'portalRoot'
  | 'trustProxy'
  | 'redisUrl'
  | 'remoteOrigins'
  | 'frameAncestors'
> &
  Partial<
    Pick<
      PortalConfig,
      | 'redisKeyPrefix'
      | 'launchCodeSecret'
      | 'ai'
      | 'remoteRegistry'
      | 'instanceName'
      | 'oidc'
      | 'webhooks'
    >
  > & {
    /** How often sockets' sessions are checked again (`SOCKET_RECHECK_MS` by default). */
    socketRecheckMs?: number;
    /** Sockets one account may hold on this instance (`SOCKETS_PER_ACCOUNT`, 20 by default). */
    socketsPerAccount?: number;
    /** Set by tests only (the environment cannot): lets attachments reach their image server. */
    attachmentFetchForTests?: AttachmentFetchTestOptions;
    /** Set by tests only: shorter waits between webhook rounds and retries. */
    webhookDispatchForTests?: Partial<WebhookDispatchOptions>;
    /** Set by tests only: retention rounds run only when asked. */
    retentionForTests?: Partial<TicketRetentionOptions>;
  };

/** How long a starting instance waits for Redis before it serves without it. */
const REDIS_START_WAIT_MS = 3_000;

/** Wires API, static files and the live channel onto one HTTP server (not yet listening). */
export async function createPortalServer(
  config: PortalServerConfig,
  db: Kysely<Database>,
  logger: Logger,
): Promise<PortalServer> {
  const pseudonyms = createPseudonyms(config.secrets.visualIdSecret);
  const tokens = createSessionTokens(config.secrets.jwtSecret, config.sessionTtlSeconds);
  const viewers = createViewerResolver(db, tokens, pseudonyms, {
    sessionIdleSeconds: config.sessionIdleSeconds,
  });
  const game = createEmbeddedGameDirectory(db);
  const { io, stopTimers } = createSocketServer({
    db,
    viewers,
    logger,
    game,
    pseudonyms,
    socketRecheckMs: config.socketRecheckMs,
    socketsPerAccount: config.socketsPerAccount,
  });
  const redisKeyPrefix = config.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX;
  const redis = config.redisUrl ? createRedisLink(config.redisUrl, logger) : undefined;
  if (redis) {
    useRedisAdapter(io, redis, redisKeyPrefix);
    // Broadcasts of this instance or to it may have been lost while Redis was away: every open
    // screen, on every instance, fetches what it shows again.
    redis.onRestored(() => io.emit(LIVE_EVENTS.resync));
  }
  const limits = createRateLimits(config.quotas, {
    ...(redis ? { redis: redis.client('rate limits') } : {}),
    keyPrefix: `${redisKeyPrefix}:quota`,
  });
  // Shared quotas and fan-out from the first request when Redis is there; without it, serve alone.
  await redis?.settled(REDIS_START_WAIT_MS);
  const live = createLiveHub(io, db, pseudonyms, logger);
  const remoteRegistry =
    config.remoteRegistry ?? registryLocation({ portalRoot: config.portalRoot });
  // Every instance watches the same file, so each tells only its own sockets (with the Redis
  // adapter a plain emit would reach every socket once per instance).
  const stopWatchingReleases = watchReleases(
    remoteRegistry.stateFile,
    (release) => io.local.emit(LIVE_EVENTS.remotesReleased, release),
    logger,
  );
  const services = {
    db,
    pseudonyms,
    live,
    game,
    catalog: createCommunityCatalog(db),
    attachmentImages: createAttachmentImages(config.attachmentFetchForTests),
    chatModel: config.ai ? openAiCompatibleModel({ ...config.ai, logger }) : null,
  };
  const webhooks = config.webhooks ?? { allowedHosts: [], publicUrl: undefined };
  const webhookDispatcher = startWebhookDispatcher(services, logger, {
    language: config.defaultLang,
    ...webhooks,
    ...config.webhookDispatchForTests,
  });
  const retention = startTicketRetention(services, logger, {
    language: config.defaultLang,
    ...config.retentionForTests,
  });
  const app = createApp({
    services,
    tokens,
    config: { ...config, webhooks },
    logger,
    viewers,
    tokenViewers: createTokenViewerResolver(db, pseudonyms),
    limits,
    ...(redis ? { redisReachable: redis.reachable } : {}),
    sso: createSsoSignIn(config.oidc, config.secrets.jwtSecret, logger),
    portalRoot: config.portalRoot,
    remoteRegistry,
    trustProxy: config.trustProxy,
    securityHeaders: { remoteOrigins: config.remoteOrigins, frameAncestors: config.frameAncestors },
  });
  // socket.io attaches after the app's handler so that it takes every /socket.io/ request and
  // hands only the others on; attached first, both answered polling requests and engine.io threw.
  const httpServer = http.createServer(app);
  io.attach(httpServer);
  return {
    httpServer,
    io,
    live,
    webhooks: webhookDispatcher,
    retention,
    async close() {
      await webhookDispatcher.stop();
      await retention.stop();
      stopTimers();
      stopWatchingReleases();
      live.stop();
      await live.flushed();
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      await redis?.close();
    },
  };
}
