import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { io as connectSocket, type Socket } from 'socket.io-client';
import request from 'supertest';
import type { PortalServerConfig } from '../app/portal-server';
import { createPortalServer, type PortalServer } from '../app/portal-server';
import type { Database } from '../db/database';
import { quotasFrom } from '../rate-limits/rate-limits';
import { seedDemo } from '../seed/seed-demo';

export const DEMO_PASSWORD = 'demo-test-password';

export const TEST_CONFIG: PortalServerConfig = {
  secrets: {
    jwtSecret: 'test-jwt-secret-that-is-long-enough-123456',
    visualIdSecret: 'test-visual-id-secret-long-enough-1234567',
  },
  sessionTtlSeconds: 3600,
  sessionIdleSeconds: 1800,
  loginUrl: '/login',
  defaultLang: 'es',
  // Tests sign in and write far more than a person would; each quota has its own test.
  quotas: quotasFrom({
    failedLoginsPerAccountAndAddress: 100,
    failedLoginsPerAccount: 1000,
    failedLoginsPerAddress: 1000,
    ticketsPer10Minutes: 1000,
    commentsPerMinute: 1000,
    aiRequestsPerMinute: 1000,
    readsPerMinute: 100_000,
  }),
  env: 'test',
  portalRoot: '/nonexistent-portal-root',
  trustProxy: 0,
  redisUrl: undefined,
  remoteOrigins: [],
  frameAncestors: [],
  // Webhook rounds run when a test asks (`server.webhooks.runOnce()`), never on a timer beside it.
  webhookDispatchForTests: { intervalMs: 0 },
  retentionForTests: { intervalMs: 0 },
};

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TestPortal {
  server: PortalServer;
  baseUrl: string;
  api: ReturnType<typeof request.agent>;
  logIn(username: string): Promise<string>;
  connect(token: string): Promise<TestSocket>;
  close(): Promise<void>;
}

/** A portal listening on a loopback port 0, on an already migrated database. */
export async function startTestPortal(
  db: Kysely<Database>,
  overrides: Partial<PortalServerConfig> = {},
): Promise<TestPortal> {
  const server = await createPortalServer(
    { ...TEST_CONFIG, ...overrides },
    db,
    pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  );
  await new Promise<void>((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = server.httpServer.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const sockets: TestSocket[] = [];
  return {
    server,
    baseUrl,
    api: request.agent(baseUrl),
    async logIn(username) {
      const response = await request(baseUrl)
        .post('/api/auth/login')
        .send({ username, password: DEMO_PASSWORD });
      if (response.status !== 200) throw new Error(`Login of ${username} failed: ${response.text}`);
      return (response.body as { token: string }).token;
    },
    async connect(token) {
      const socket: TestSocket = connectSocket(baseUrl, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.disconnect();
      await server.close();
    },
  };
}

export function seedTestDemo(db: Kysely<Database>): Promise<void> {
  return seedDemo(db, DEMO_PASSWORD);
}
