// `npm run remote -- publish|rollback|list …`: the release tool (server/src/releases/cli.ts).
// Builds the contract and the server first when they are missing or stale, never the remotes:
// what is published is the build already in `<remote>/dist`. Plain JavaScript because it runs
// before anything is built.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildStale, root, serverBuilds } from './stale-builds.mjs';

buildStale(serverBuilds, { toStderr: true });

const result = spawnSync(
  process.execPath,
  [join(root, 'server/dist/releases/cli.js'), ...process.argv.slice(2)],
  { cwd: process.cwd(), stdio: 'inherit', env: { PORTAL_ROOT: root, ...process.env } },
);
process.exit(result.status ?? 1);
