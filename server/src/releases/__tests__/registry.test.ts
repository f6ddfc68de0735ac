import fs from 'node:fs';
import path from 'node:path';
import {
  createReleaseTestPortal,
  type ReleaseTestPortal,
  sharedModules,
} from '../../testing/release-fixtures';
import { RELEASE_VERSION } from '../release-content';

let portal: ReleaseTestPortal;

beforeEach(() => {
  portal = createReleaseTestPortal();
});

afterEach(() => portal.remove());

/** Publishes a build of mf-tickets with this content; answers its version. */
async function publishBuild(content: string, ...options: string[]): Promise<string> {
  portal.writeBuild('mf-tickets', { content });
  const run = await portal.cli('publish', 'mf-tickets', ...options);
  expect(run).toMatchObject({ code: 0, err: '' });
  const state = await portal.state();
  return state.remotes.mf_tickets?.current.version ?? '';
}

const releaseFolders = (folder: string) =>
  fs.existsSync(path.join(portal.releasesDir, folder))
    ? fs.readdirSync(path.join(portal.releasesDir, folder))
    : [];

describe('npm run remote -- publish', () => {
  test('when a build is published, then it is stored under its content hash and the pointer and history record it', async () => {
    const version = await publishBuild('v1', '--by', 'alice');
    expect(version).toMatch(RELEASE_VERSION);
    const release = path.join(portal.releasesDir, 'mf-tickets', version);
    expect(fs.readdirSync(release).sort()).toEqual(
      fs.readdirSync(path.join(portal.root, 'mf-tickets', 'dist')).sort(),
    );
    const entry = `/releases/mf-tickets/${version}/mf-manifest.json`;
    const { mf_tickets } = (await portal.state()).remotes;
    expect(mf_tickets).toEqual({
      folder: 'mf-tickets',
      current: { version, entry },
      history: [{ action: 'publish', version, entry, by: 'alice', at: expect.any(String) }],
    });
    expect(Date.now() - Date.parse(mf_tickets?.history[0]?.at ?? '')).toBeLessThan(60_000);
  });

  test('when the same build is published twice, then it is the same version, not copied or recorded again', async () => {
    const first = await publishBuild('v1');
    const stored = fs.statSync(path.join(portal.releasesDir, 'mf-tickets', first)).mtimeMs;
    const again = await portal.cli('publish', 'mf_tickets');
    expect(again.code).toBe(0);
    expect(again.out).toContain(`mf_tickets already points at ${first}`);
    expect(releaseFolders('mf-tickets')).toEqual([first]);
    expect(fs.statSync(path.join(portal.releasesDir, 'mf-tickets', first)).mtimeMs).toBe(stored);
    expect((await portal.state()).remotes.mf_tickets?.history).toHaveLength(1);
  });

  test('when a build changes by one byte, then it is another version', async () => {
    const first = await publishBuild('v1');
    const second = await publishBuild('v2');
    expect(second).not.toBe(first);
    expect(releaseFolders('mf-tickets').sort()).toEqual([first, second].sort());
  });

  test('when --to and --base-url name a static host, then the release goes there and the entry is its address', async () => {
    const host = path.join(portal.root, 'cdn-folder');
    const version = await publishBuild(
      'v1',
      '--to',
      host,
      '--base-url',
      'https://cdn.example.com/portal/',
    );
    expect(fs.existsSync(path.join(host, 'mf-tickets', version, 'remoteEntry.js'))).toBe(true);
    expect(releaseFolders('mf-tickets')).toEqual([]);
    expect((await portal.state()).remotes.mf_tickets?.current.entry).toBe(
      `https://cdn.example.com/portal/mf-tickets/${version}/mf-manifest.json`,
    );
    portal.writeBuild('mf-tickets', { content: 'v2' });
    const reminder = await portal.cli(
      'publish',
      'mf-tickets',
      '--to',
      host,
      '--base-url',
      'https://cdn.example.com/x',
    );
    expect(reminder.out).toContain(
      "https://cdn.example.com: that origin must be in the portal's REMOTE_ORIGINS",
    );
  });

  test('when --from names a build made elsewhere, then that build is published, not the one in place', async () => {
    const inPlace = await publishBuild('in place');
    portal.writeBuild('mf-tickets', { content: 'from CI' });
    const elsewhere = path.join(portal.root, 'ci-build');
    fs.renameSync(path.join(portal.root, 'mf-tickets', 'dist'), elsewhere);
    const run = await portal.cli('publish', 'mf-tickets', '--from', elsewhere);
    expect(run).toMatchObject({ code: 0, err: '' });
    const version = (await portal.state()).remotes.mf_tickets?.current.version ?? '';
    expect(version).not.toBe(inPlace);
    const chunk = fs
      .readdirSync(elsewhere)
      .find((file) => file.endsWith('.js') && file !== 'remoteEntry.js');
    expect(
      fs.readFileSync(path.join(portal.releasesDir, 'mf-tickets', version, chunk ?? ''), 'utf8'),
    ).toBe(fs.readFileSync(path.join(elsewhere, chunk ?? ''), 'utf8'));
  });

  test('when --to comes without --base-url, or the remote is unknown, then nothing is published', async () => {
    portal.writeBuild('mf-tickets');
    const lone = await portal.cli('publish', 'mf-tickets', '--to', '/tmp/x');
    expect(lone.code).toBe(2);
    expect(lone.err).toContain('--to and --base-url go together');
    const unknown = await portal.cli('publish', 'mf-nothing');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain(
      'mf-nothing is not a remote of this portal; remotes: mf-tickets,',
    );
    expect(fs.existsSync(portal.stateFile)).toBe(false);
  });

  test('when the remote or the shell has no build, then the refusal says what to build', async () => {
    const noBuild = await portal.cli('publish', 'mf-assistant');
    expect(noBuild.code).toBe(1);
    expect(noBuild.err).toContain('mf-assistant has no build to publish');
    expect(noBuild.err).toContain('npm run build -w mf-assistant');
    portal.writeBuild('mf-tickets');
    fs.rmSync(path.join(portal.root, 'shell', 'dist'), { recursive: true });
    const noShell = await portal.cli('publish', 'mf-tickets');
    expect(noShell.code).toBe(1);
    expect(noShell.err).toContain('npm run build -w shell');
    expect(fs.existsSync(portal.stateFile)).toBe(false);
    expect(releaseFolders('mf-tickets')).toEqual([]);
  });
});

describe('compatibility with the shell', () => {
  test('when the remote needs @portal/shared 2 (deep imports) and the shell provides 0.1.0, then it is refused and nothing changes', async () => {
    const kept = await publishBuild('v1');
    const stateBefore = fs.readFileSync(portal.stateFile, 'utf8');
    portal.writeBuild('mf-tickets', {
      content: 'v2',
      shared: sharedModules({ portalShared: '2.0.0', react: '20.0.0' }),
    });
    const refused = await portal.cli('publish', 'mf-tickets');
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      [
        'mf-tickets needs @portal/shared ^2.0.0 but the shell provides 0.1.0',
        'mf-tickets needs react ^20.0.0 but the shell provides 19.3.1; not published.',
        '',
      ].join('\n'),
    );
    expect(fs.readFileSync(portal.stateFile, 'utf8')).toBe(stateBefore);
    expect(releaseFolders('mf-tickets')).toEqual([kept]);
  });

  test('when the remote asks for a range the shell meets, or for a library the shell does not share, then it is published', async () => {
    portal.writeBuild('mf-tickets', {
      shared: [
        { name: 'react', version: '19.0.0', requiredVersion: '^19.0.0', singleton: true },
        {
          name: '@portal/shared/runtime/queries/get-ticket',
          version: '0.1.0',
          requiredVersion: '>=0.1.0 <0.2.0',
        },
        { name: 'left-pad', version: '9.0.0', requiredVersion: '^9.0.0', singleton: true },
      ],
    });
    expect(await portal.cli('publish', 'mf-tickets')).toMatchObject({ code: 0 });
  });
});

describe('npm run remote -- rollback', () => {
  test('when rolled back without a version, then each rollback goes one published release further back', async () => {
    const [v1, v2, v3] = [
      await publishBuild('v1'),
      await publishBuild('v2'),
      await publishBuild('v3'),
    ];
    const first = await portal.cli('rollback', 'mf-tickets', '--by', 'bob');
    expect(first).toMatchObject({ code: 0 });
    expect(first.out).toContain(`Rolled mf_tickets back to ${v2}.`);
    expect((await portal.state()).remotes.mf_tickets?.current.version).toBe(v2);
    expect(await portal.cli('rollback', 'mf_tickets')).toMatchObject({ code: 0 });
    expect((await portal.state()).remotes.mf_tickets?.current.version).toBe(v1);
    const noFurther = await portal.cli('rollback', 'mf-tickets');
    expect(noFurther.code).toBe(1);
    expect(noFurther.err).toContain(`mf_tickets has no release published before ${v1}`);
    const { history } = (await portal.state()).remotes.mf_tickets ?? { history: [] };
    expect(history.map(({ action, version, by }) => [action, version, by])).toEqual([
      ['publish', v1, expect.any(String)],
      ['publish', v2, expect.any(String)],
      ['publish', v3, expect.any(String)],
      ['rollback', v2, 'bob'],
      ['rollback', v1, expect.any(String)],
    ]);
  });

  test('when rolled back to a named version, then the pointer goes to that published release, with its address', async () => {
    const v1 = await publishBuild('v1');
    const v2 = await publishBuild('v2');
    expect(await portal.cli('rollback', 'mf-tickets', v1)).toMatchObject({ code: 0 });
    expect((await portal.state()).remotes.mf_tickets?.current).toEqual({
      version: v1,
      entry: `/releases/mf-tickets/${v1}/mf-manifest.json`,
    });
    expect(await portal.cli('rollback', 'mf-tickets', v2)).toMatchObject({ code: 0 });
    expect((await portal.state()).remotes.mf_tickets?.current.version).toBe(v2);
    const same = await portal.cli('rollback', 'mf-tickets', v2);
    expect(same).toMatchObject({ code: 0 });
    expect(same.out).toContain('already points at');
    expect((await portal.state()).remotes.mf_tickets?.history).toHaveLength(4);
  });

  test('when the version is unknown or the remote was never published, then it is refused and nothing changes', async () => {
    const never = await portal.cli('rollback', 'mf-tickets');
    expect(never.code).toBe(1);
    expect(never.err).toContain('mf_tickets was never published');
    const v1 = await publishBuild('v1');
    const stateBefore = fs.readFileSync(portal.stateFile, 'utf8');
    const unknown = await portal.cli('rollback', 'mf-tickets', 'abcdefabcdef');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe(
      `mf_tickets has no published release abcdefabcdef; published: ${v1}.\n`,
    );
    expect(fs.readFileSync(portal.stateFile, 'utf8')).toBe(stateBefore);
  });
});

describe('npm run remote -- list', () => {
  test('when listed, then each remote shows its current release and history, or the build in place', async () => {
    const v1 = await publishBuild('v1', '--by', 'alice');
    await publishBuild('v2', '--by', 'alice');
    await portal.cli('rollback', 'mf-tickets', '--by', 'bob');
    const { code, out } = await portal.cli('list');
    expect(code).toBe(0);
    const [tickets, detail] = out.split('\n\n');
    expect(tickets?.split('\n')).toEqual([
      'mf_tickets (mf-tickets)',
      `  current  ${v1}  /releases/mf-tickets/${v1}/mf-manifest.json`,
      expect.stringMatching(new RegExp(`^  \\S+Z  publish   ${v1}  alice  /releases/`)),
      expect.stringMatching(/^ {2}\S+Z {2}publish {3}[0-9a-f]{12} {2}alice/),
      expect.stringMatching(new RegExp(`^  \\S+Z  rollback  ${v1}  bob  `)),
    ]);
    expect(detail).toBe(
      'mf_ticket_detail (mf-ticket-detail)\n  current  never published: the build in place, /remotes/mf-ticket-detail/mf-manifest.json',
    );
    const json = await portal.cli('list', '--json');
    expect(JSON.parse(json.out)).toEqual(await portal.state());
  });
});
