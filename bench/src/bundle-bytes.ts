import { gzipSync } from 'node:zlib';
import { launchChromium } from '@portal/e2e/support/browser';
import { signedInContext } from '@portal/e2e/support/login';
import type { RunningPortal } from '@portal/e2e/support/portal';
import type { Response } from 'playwright-core';

interface Download {
  path: string;
  raw: number;
  gzip: number;
}

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** Every file a container's manifest lists as part of a shared library (react, swr, …). */
async function sharedLibraryFiles(baseUrl: string, manifestPaths: string[]): Promise<Set<string>> {
  const files = new Set<string>();
  for (const manifestPath of manifestPaths) {
    const response = await fetch(`${baseUrl}${manifestPath}`);
    if (!response.ok) continue;
    const manifest = (await response.json()) as { shared?: ManifestShared[] };
    const folder = manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1);
    for (const shared of manifest.shared ?? []) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        files.add(`${folder}${file}`);
      }
    }
  }
  return files;
}

function partOf(path: string, sharedFiles: Set<string>): string {
  if (sharedFiles.has(path)) return 'shared libraries';
  const remote = /^\/remotes\/([^/]+)\//.exec(path);
  if (remote?.[1]) return remote[1];
  return 'shell';
}

async function recordDownloads(
  portal: RunningPortal,
  path: string,
  readyText: RegExp,
): Promise<Download[]> {
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, portal.url, 'player1');
    const page = await context.newPage();
    const pending: Promise<Download | null>[] = [];
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io/')) return;
      pending.push(
        response
          .body()
          .then((body) => ({ path: url.pathname, raw: body.length, gzip: gzipSync(body).length }))
          .catch(() => null),
      );
    });
    await page.goto(`${portal.url}${path}`);
    await page.getByText(readyText).first().waitFor();
    await page.waitForLoadState('networkidle');
    return (await Promise.all(pending)).filter((download): download is Download => !!download);
  } finally {
    await browser.close();
  }
}

function printTable(title: string, downloads: Download[], sharedFiles: Set<string>) {
  const totals = new Map<string, { raw: number; gzip: number; files: number }>();
  for (const download of downloads) {
    const part = partOf(download.path, sharedFiles);
    const total = totals.get(part) ?? { raw: 0, gzip: 0, files: 0 };
    totals.set(part, {
      raw: total.raw + download.raw,
      gzip: total.gzip + download.gzip,
      files: total.files + 1,
    });
  }
  const rows = [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));
  const sum = rows.reduce((all, [, t]) => ({ raw: all.raw + t.raw, gzip: all.gzip + t.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(`\n${title}`);
  console.log('part                  files   raw bytes   gzip bytes');
  for (const [part, total] of [...rows, ['total', { ...sum, files: downloads.length }] as const]) {
    console.log(
      `${part.padEnd(20)} ${String(total.files).padStart(6)} ${String(total.raw).padStart(11)} ${String(total.gzip).padStart(12)}`,
    );
  }
}

/** Bytes the browser downloads for the first signed-in page, by part, normal and in-game. */
export async function benchBundleBytes(portal: RunningPortal, manifestPaths: string[]) {
  const sharedFiles = await sharedLibraryFiles(portal.url, manifestPaths);
  const homeReady = /soporte|support/i;
  printTable(
    'First page, normal browser (/)',
    await recordDownloads(portal, '/', homeReady),
    sharedFiles,
  );
  printTable(
    'First page, in-game browser (/?client=ingame)',
    await recordDownloads(portal, '/?client=ingame', homeReady),
    sharedFiles,
  );
}
