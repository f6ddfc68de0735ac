import http from 'node:http';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { PortalConfig } from './config/portal-config';
import type { Database } from './db/database';
import { createApp } from './http/app';
import { createViewerResolver } from './http/authenticate';
import { createSessionTokens } from './identity/session-tokens';
import { createPseudonyms } from './identity/visual-ids';
import { createLiveHub, type LiveHub } from './live/live-hub';
import type { PortalIo } from './live/live-types';
import { useRedisAdapter } from './live/redis-adapter';
import { createSocketServer } from './live/socket-server';
import { createCommunityCatalog } from './services/community/community-catalog';
import { createEmbeddedGameDirectory } from './services/session/game-directory';

export interface PortalServer {
  httpServer: http.Server;
  io: PortalIo;
  live: LiveHub;
  /** Stops accepting connections and closes sockets and Redis; the database is the caller's. */
  close(): Promise<void>;
}

export type PortalServerConfig = Pick<
  PortalConfig,
  | 'secrets'
  | 'sessionTtlSeconds'
  | 'loginUrl'
  | 'defaultLang'
  | 'loginRateLimit'
  | 'env'
  | 'portalRoot'
  | 'trustProxy'
  | 'redisUrl'
> &
  Partial<Pick<PortalConfig, 'redisKeyPrefix' | 'launchCodeSecret'>>;

/** Wires API, static files and the live channel onto one HTTP server (not yet listening). */
export async function createPortalServer(
  config: PortalServerConfig,
  db: Kysely<Database>,
  logger: Logger,
): Promise<PortalServer> {
  const pseudonyms = createPseudonyms(config.secrets.visualIdSecret);
  const tokens = createSessionTokens(config.secrets.jwtSecret, config.sessionTtlSeconds);
  const viewers = createViewerResolver(db, tokens, pseudonyms);
  const httpServer = http.createServer();
  const game = createEmbeddedGameDirectory(db);
  const io = createSocketServer(httpServer, { db, viewers, logger, game });
  const closeRedis = config.redisUrl
    ? await useRedisAdapter(io, config.redisUrl, config.redisKeyPrefix)
    : async () => undefined;
  const live = createLiveHub(io, db, pseudonyms, logger);
  const app = createApp({
    services: { db, pseudonyms, live, game, catalog: createCommunityCatalog(db) },
    tokens,
    config,
    logger,
    viewers,
    portalRoot: config.portalRoot,
    trustProxy: config.trustProxy,
  });
  httpServer.on('request', app);
  return {
    httpServer,
    io,
    live,
    async close() {
      await live.flushed();
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      await closeRedis();
    },
  };
}
