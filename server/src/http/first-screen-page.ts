import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CLIENT_MODES, type ClientMode, type RemoteRegistryEntry } from '@portal/shared/contract';
import { RELEASES_URL_PATH } from '../releases/registry-location';
import { RELEASE_VERSION } from '../releases/release-content';
import type { ServedRegistry } from '../releases/served-registry';

/** A remote's folder name, as `/remotes/<folder>/` and `/releases/<folder>/…` name it. */
export const REMOTE_FOLDER = /^mf-[a-z0-9-]+$/;
/**
 * Shared modules a remote's first screen never needs, so their remote copies are not preloaded:
 * what only a remote run alone uses (`npm run dev -w mf-…`), and the contract's schemas, which
 * bring zod and serve only forms and checks after the first screen (the shell provides none).
 */
const NOT_ON_THE_FIRST_SCREEN = ['@portal/shared/standalone/', '@portal/shared/contract/schemas'];
/** Where the page data goes: right after the charset, which must stay in the first 1024 bytes. */
const CHARSET_TAG = '<meta charset="utf-8">';
export const FIRST_SCREEN_DATA_ID = 'portal-first-screen';

/** What of a remote's descriptor (`remotes.cjs`) decides whether its files are named. */
interface RemoteDescriptor {
  container: string;
  slots: Record<string, string>;
  loadedBy: { minPower: number; clientModes: ClientMode[] };
}

interface Assets {
  js: { sync: string[] };
  css: { sync: string[] };
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: Assets }[];
  shared: { name: string; assets: Assets }[];
}

/** Files the page's inline script preloads when the page is shown in one of `clientModes`. */
export interface PreloadGroup {
  clientModes: ClientMode[];
  /** Manifests, fetched by the federation runtime with `fetch()`. */
  fetch: string[];
  script: string[];
  style: string[];
}

/** The page data the shell's inline script and the shell read (`shell/html/`). */
export interface FirstScreenData {
  /** `/remotes.json` as it is now, so the shell need not ask for it. */
  registry: RemoteRegistryEntry[];
  clientModes: readonly ClientMode[];
  preload: PreloadGroup[];
}

export interface FirstScreenPage {
  html: string;
  /** sha256 (base64) of each inline script, for the Content-Security-Policy. */
  scriptHashes: string[];
}

/** The slots a page of the shell shows before anything is clicked (`shell/src/routes`). */
function firstSlots(urlPath: string): string[] {
  if (urlPath === '/') return ['home'];
  if (/^\/ticket\/[^/]+\/?$/.test(urlPath)) return ['home', 'ticketModal'];
  return [];
}

function readDescriptors(portalRoot: string): RemoteDescriptor[] {
  const requireFromRoot = createRequire(path.join(portalRoot, 'package.json'));
  try {
    const { remoteDescriptors } = requireFromRoot('./remotes.cjs') as {
      remoteDescriptors: () => RemoteDescriptor[];
    };
    return remoteDescriptors();
  } catch {
    // A portal root without remotes (the bench's monolith) names no remote file.
    return [];
  }
}

/**
 * Reads a file through `parse`, again only once the file changed (another inode, size or
 * modification time): each page load then costs a `stat` per file, not a read and a parse. A file
 * missing or unparsable answers undefined and is tried again on the next call.
 */
function parsedFiles<T>(parse: (text: string) => T) {
  const parsed = new Map<string, { stamp: string; value: T }>();
  return async function read(file: string): Promise<T | undefined> {
    try {
      const stat = await fs.stat(file, { bigint: true });
      const stamp = `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
      const known = parsed.get(file);
      if (known?.stamp === stamp) return known.value;
      const value = parse(await fs.readFile(file, 'utf8'));
      parsed.set(file, { stamp, value });
      return value;
    } catch {
      parsed.delete(file);
      return undefined;
    }
  };
}

function escapeForScript(json: string): string {
  return json.replace(/</g, '\\u003c');
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body = '']) =>
    createHash('sha256').update(body).digest('base64'),
  );
}

export interface FirstScreenPageOptions {
  portalRoot: string;
  releasesDir: string;
  registry: ServedRegistry;
}

/**
 * The shell's `index.html` with what the first screen of a page needs named in it (ARCHITECTURE
 * §4, "First screen"): the registry's current lines and, for the remotes of the page's first
 * slots that anyone may load (power 0), their manifest, `remoteEntry.js`, the exposed module and
 * the shared modules the shell does not provide. Built at request time from the files as they are
 * then (their parsed content kept while they stay unchanged), so a rebuild, publish or rollback is
 * named on the next load; nothing in it depends on who asks (the session is in the browser).
 */
export function createFirstScreenPage({
  portalRoot,
  releasesDir,
  registry,
}: FirstScreenPageOptions) {
  const shellDist = path.join(portalRoot, 'shell', 'dist');
  const descriptors = readDescriptors(portalRoot);
  const readManifest = parsedFiles((text) => JSON.parse(text) as Manifest);
  const readIndex = parsedFiles((index) => ({ index, scriptHashes: inlineScriptHashes(index) }));

  /** The file on disk behind a same-origin remote address; undefined for another origin. */
  function localFile(url: string): string | undefined {
    const inPlace = /^\/remotes\/([^/]+)\/([^/]+)$/.exec(url);
    if (inPlace?.[1] && inPlace[2] && REMOTE_FOLDER.test(inPlace[1])) {
      return path.join(portalRoot, inPlace[1], 'dist', inPlace[2]);
    }
    const release = new RegExp(`^${RELEASES_URL_PATH}/([^/]+)/([^/]+)/([^/]+)$`).exec(url);
    if (release?.[1] && release[2] && release[3]) {
      const [, folder, version, file] = release;
      if (REMOTE_FOLDER.test(folder) && RELEASE_VERSION.test(version)) {
        return path.join(releasesDir, folder, version, file);
      }
    }
    return undefined;
  }

  async function preloadGroup(
    descriptor: RemoteDescriptor,
    slots: string[],
    entry: string,
    shellShared: Set<string>,
  ): Promise<PreloadGroup> {
    const group: PreloadGroup = {
      clientModes: descriptor.loadedBy.clientModes,
      fetch: [entry],
      script: [],
      style: [],
    };
    const file = localFile(entry);
    const manifest = file ? await readManifest(file) : undefined;
    if (!manifest) return group;
    const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
    const { remoteEntry } = manifest.metaData;
    group.script.push(`${folder}${remoteEntry.path}${remoteEntry.name}`);
    const exposed = slots.map((slot) => descriptor.slots[slot]?.replace(/^\.\//, ''));
    const assets = [
      ...manifest.exposes.filter((expose) => exposed.includes(expose.name)),
      ...manifest.shared.filter(
        (shared) =>
          !shellShared.has(shared.name) &&
          !NOT_ON_THE_FIRST_SCREEN.some((name) => shared.name.startsWith(name)),
      ),
    ].map((module) => module.assets);
    for (const { js, css } of assets) {
      group.script.push(...js.sync.map((name) => `${folder}${name}`));
      group.style.push(...css.sync.map((name) => `${folder}${name}`));
    }
    group.script = [...new Set(group.script)];
    group.style = [...new Set(group.style)];
    return group;
  }

  async function firstScreenData(urlPath: string): Promise<FirstScreenData> {
    const lines = (await registry.lines()) ?? [];
    const slots = firstSlots(urlPath);
    const shellManifest = await readManifest(path.join(shellDist, 'mf-manifest.json'));
    const shellShared = new Set(shellManifest?.shared.map((shared) => shared.name));
    const preload = await Promise.all(
      descriptors.flatMap((descriptor) => {
        const line = lines.find((candidate) => candidate.name === descriptor.container);
        const shown = slots.filter((slot) => slot in descriptor.slots);
        if (!line || shown.length === 0 || descriptor.loadedBy.minPower > 0) return [];
        return [preloadGroup(descriptor, shown, line.entry, shellShared)];
      }),
    );
    return { registry: lines, clientModes: CLIENT_MODES, preload };
  }

  /** The page for `urlPath`; undefined while the shell is not built. */
  return async function render(urlPath: string): Promise<FirstScreenPage | undefined> {
    const shell = await readIndex(path.join(shellDist, 'index.html'));
    if (!shell) return undefined;
    const { index, scriptHashes } = shell;
    const anchor = [CHARSET_TAG, '<head>'].find((tag) => index.includes(tag));
    // A page without a head (not built by the shell's build) is served as it is.
    if (!anchor) return { html: index, scriptHashes };
    const data = escapeForScript(JSON.stringify(await firstScreenData(urlPath)));
    const block = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${data}</script>`;
    const at = index.indexOf(anchor) + anchor.length;
    return { html: `${index.slice(0, at)}${block}${index.slice(at)}`, scriptHashes };
  };
}
