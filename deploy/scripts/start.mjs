// `npm start`: build whatever is missing or older than its sources, then run the portal in one
// process. Plain JavaScript because it runs before anything is built.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildStale, portalBuilds, root } from './stale-builds.mjs';

buildStale(portalBuilds);

const server = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { PORTAL_ROOT: root, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
