import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '@portal/e2e/support/portal';

/** A portal root holding only `shell/dist`: the monolith reference build. */
export interface MonolithBuild {
  root: string;
  remove(): void;
}

/**
 * Builds `bench/monolith/webpack.config.cjs` (the shell and every remote's exposed modules in one
 * webpack build, no module federation) with the webpack the front ends build with, into a temp
 * folder laid out like the repository, so a portal started with `PORTAL_ROOT` there serves it.
 */
export async function buildMonolith(): Promise<MonolithBuild> {
  const root = mkdtempSync(join(tmpdir(), 'portal-monolith-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  const exitCode = await new Promise<number | null>((done, fail) => {
    const build = spawn(
      process.execPath,
      [join(REPO_ROOT, 'shared/federation/run-webpack.cjs'), 'build'],
      {
        cwd: join(REPO_ROOT, 'bench/monolith'),
        env: { ...process.env, MONOLITH_ROOT: root },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    build.once('error', fail);
    build.once('exit', done);
  });
  if (exitCode !== 0) {
    remove();
    throw new Error(`the monolith build exited with code ${exitCode}`);
  }
  return { root, remove };
}
