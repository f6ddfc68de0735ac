import { benchAdmin } from './admin/bench-admin';
import { benchAi } from './ai/bench-ai';
import { benchBundle } from './bundle/bench-bundle';
import { benchClicks } from './clicks/bench-clicks';
import { benchCosts } from './costs/bench-costs';
import { benchList } from './list/bench-list';
import { benchLive } from './live/bench-live';
import { benchLoad } from './load/bench-load';
import { benchStats } from './stats/bench-stats';
import { benchWrites } from './writes/bench-writes';

/** `npm run bench [-- <name>]`: runs the named benchmarks (all by default) and prints figures. */
async function main() {
  const wanted = new Set(process.argv.slice(2));
  const runs = (name: string) => wanted.size === 0 || wanted.has(name);
  if (runs('list')) await benchList();
  if (runs('stats')) await benchStats();
  if (runs('admin')) await benchAdmin();
  if (runs('ai')) await benchAi();
  if (runs('bundle')) await benchBundle();
  if (runs('clicks')) await benchClicks();
  if (runs('live')) await benchLive();
  if (runs('load')) await benchLoad();
  if (runs('writes')) await benchWrites();
  if (runs('costs')) await benchCosts();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
