import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PublishSeries } from '../../testing/publish-series';
import { createReleaseTestPortal, type ReleaseTestPortal } from '../../testing/release-fixtures';

const execFileAsync = promisify(execFile);
const SOURCE_LOADER = path.join(__dirname, '..', '..', 'testing', 'source-loader.cjs');
const SERIES = path.join(__dirname, '..', '..', 'testing', 'publish-series.ts');

let portal: ReleaseTestPortal;

beforeEach(() => {
  portal = createReleaseTestPortal();
});

afterEach(() => portal.remove());

/** `count` different builds of one remote, each in its own folder. */
function builds(folder: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    portal.writeBuild(folder, { content: `${folder} build ${index}` });
    const copy = path.join(portal.root, 'builds', folder, String(index));
    fs.cpSync(path.join(portal.root, folder, 'dist'), copy, { recursive: true });
    return copy;
  });
}

describe('concurrent publishes', () => {
  test('when two processes publish two remotes at once, then both are recorded', async () => {
    portal.writeBuild('mf-tickets');
    portal.writeBuild('mf-ticket-detail');
    const runs = await Promise.all([
      portal.cliProcess('publish', 'mf-tickets', '--by', 'first'),
      portal.cliProcess('publish', 'mf-ticket-detail', '--by', 'second'),
    ]);
    expect(runs.map((run) => run.code)).toEqual([0, 0]);
    const { remotes } = await portal.state();
    expect(remotes.mf_tickets?.history.map((entry) => entry.by)).toEqual(['first']);
    expect(remotes.mf_ticket_detail?.history.map((entry) => entry.by)).toEqual(['second']);
  });

  test('when four processes each publish eight builds at once, then every publish is in the history', async () => {
    const folders = ['mf-tickets', 'mf-ticket-detail', 'mf-staff-stats', 'mf-admin-panel'];
    const containers = folders.map((folder) => folder.replaceAll('-', '_'));
    const series: PublishSeries[] = folders.map((folder, index) => ({
      container: containers[index] ?? '',
      folder,
      buildDirs: builds(folder, 8),
      stateFile: portal.stateFile,
      releasesDir: portal.releasesDir,
      shellManifestFile: path.join(portal.root, 'shell', 'dist', 'mf-manifest.json'),
    }));
    await Promise.all(
      series.map((one) =>
        execFileAsync(process.execPath, ['-r', SOURCE_LOADER, SERIES, JSON.stringify(one)]),
      ),
    );
    const { remotes } = await portal.state();
    for (const container of containers) {
      const history = remotes[container]?.history ?? [];
      expect(history).toHaveLength(8);
      expect(new Set(history.map((entry) => entry.version)).size).toBe(8);
      expect(remotes[container]?.current).toEqual({
        version: history.at(-1)?.version,
        entry: history.at(-1)?.entry,
      });
    }
    const leftovers = fs
      .readdirSync(path.dirname(portal.stateFile))
      .filter((name) => name !== 'registry.json' && name !== 'releases');
    expect(leftovers).toEqual([]);
  });

  test('when two processes publish the same build at once, then there is one release and one history entry', async () => {
    portal.writeBuild('mf-tickets');
    const runs = await Promise.all([
      portal.cliProcess('publish', 'mf-tickets'),
      portal.cliProcess('publish', 'mf-tickets'),
    ]);
    expect(runs.map((run) => run.code)).toEqual([0, 0]);
    expect(fs.readdirSync(path.join(portal.releasesDir, 'mf-tickets'))).toHaveLength(1);
    expect((await portal.state()).remotes.mf_tickets?.history).toHaveLength(1);
  });
});
