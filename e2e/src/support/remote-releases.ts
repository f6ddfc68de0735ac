import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './portal';

export interface CliResult {
  status: number | null;
  output: string;
}

/** Runs `npm run remote -- <args>` (the built CLI) against the registry in `registryDir`. */
export function remoteCli(registryDir: string, args: string[]): CliResult {
  const run = spawnSync(
    process.execPath,
    [join(REPO_ROOT, 'server/dist/releases/cli.js'), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, PORTAL_ROOT: REPO_ROOT, REMOTE_REGISTRY_DIR: registryDir },
      encoding: 'utf8',
    },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/**
 * A copy of a remote's build in a temp folder, changed by `edit` (file name, text → new text):
 * a different build of the same remote, as a new release would be.
 */
export function variantOfBuild(
  folder: string,
  edit: (fileName: string, text: string) => string,
): string {
  const copy = mkdtempSync(join(tmpdir(), `${folder}-variant-`));
  cpSync(join(REPO_ROOT, folder, 'dist'), copy, { recursive: true });
  for (const fileName of readdirSync(copy)) {
    if (!/\.(js|json)$/.test(fileName)) continue;
    const file = join(copy, fileName);
    const text = readFileSync(file, 'utf8');
    const edited = edit(fileName, text);
    if (edited !== text) writeFileSync(file, edited);
  }
  return copy;
}
