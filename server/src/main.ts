import { pino } from 'pino';
import { createPortalServer, type PortalServer } from './app/portal-server';
import { ConfigError, parseEnv } from './config/env';
import { buildPortalConfig, type PortalConfig, shouldSeedDemo } from './config/portal-config';
import { type DatabaseHandle, openDatabase } from './db/connection';
import { DataDirLockedError } from './db/lock-file';
import { migrateToLatest } from './db/migrate';
import { countAccounts } from './repositories/accounts/accounts-repository';
import { DEMO_USERNAMES } from './seed/demo-accounts';
import { seedDemo } from './seed/seed-demo';

function printWelcome(config: PortalConfig, port: number, demo: boolean) {
  const lines = [`Tickets Portal running at http://localhost:${port}`];
  if (demo)
    lines.push(`Demo logins (password ${config.demoPassword}): ${DEMO_USERNAMES.join(', ')}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Seeds when asked explicitly, or automatically into a database that has no accounts yet. */
async function seedIfAsked(database: DatabaseHandle, config: PortalConfig): Promise<boolean> {
  const empty = (await countAccounts(database.db)) === 0;
  if (config.seedDemo === 'true' || (shouldSeedDemo(config) && empty)) {
    await seedDemo(database.db, config.demoPassword);
    return true;
  }
  return false;
}

function closeOnSignals(server: PortalServer, database: DatabaseHandle, logger: pino.Logger) {
  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    server
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'unclean shutdown');
        process.exit(1);
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main() {
  const config = buildPortalConfig(parseEnv(process.env));
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
  });
  try {
    await migrateToLatest(database.db);
    const seeded = await seedIfAsked(database, config);
    const server = await createPortalServer(config, database.db, logger);
    await new Promise<void>((resolve) => server.httpServer.listen(config.port, resolve));
    closeOnSignals(server, database, logger);
    const address = server.httpServer.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    printWelcome(config, port, seeded || shouldSeedDemo(config));
  } catch (error) {
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  const detail = error instanceof Error ? (known ? error.message : error.stack) : String(error);
  process.stderr.write(`Tickets Portal could not start: ${detail}\n`);
  process.exit(1);
});
