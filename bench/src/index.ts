import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startPortal } from '@portal/e2e/support/portal';
import { benchAdmin } from './admin/bench-admin';
import { benchAi } from './ai/bench-ai';
import { benchBundleBytes } from './bundle-bytes';
import { benchList } from './list/bench-list';
import { benchStats } from './stats/bench-stats';

interface RegistryLine {
  entry: string;
}

/** `npm run bench [-- <name>]`: runs the named benchmarks (all by default) and prints figures. */
async function main() {
  const wanted = new Set(process.argv.slice(2));
  const runs = (name: string) => wanted.size === 0 || wanted.has(name);
  if (runs('list')) await benchList();
  if (runs('stats')) await benchStats();
  if (runs('admin')) await benchAdmin();
  if (runs('ai')) await benchAi();
  if (!runs('bundle')) return;
  const portal = await startPortal();
  try {
    const registry = JSON.parse(
      readFileSync(join(REPO_ROOT, 'deploy/registry/remotes.json'), 'utf8'),
    ) as RegistryLine[];
    await benchBundleBytes(portal, ['/mf-manifest.json', ...registry.map((line) => line.entry)]);
  } finally {
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
