import { launchChromium } from '@portal/e2e/support/browser';
import { type RunningPortal, startPortal } from '@portal/e2e/support/portal';
import type { Browser } from 'playwright-core';
import { loadAverage } from '../cluster/processes';
import { recordDownloads } from './downloads';
import { buildMonolith } from './monolith';
import {
  type Download,
  federatedPartOf,
  grandTotal,
  type PartTotal,
  sharedLibraryFiles,
  totalsByPart,
} from './parts';
import { countRoundTrips, type RoundTrips } from './round-trips';
import { signIn } from './signed-in';
import {
  type PageBytes,
  type PageTimes,
  printMonolithTable,
  printPartsTable,
  printRoundTripsTable,
  printTimesTable,
} from './tables';
import { timeUsableList, type UsableTimes } from './usable-time';

const PAGES = [
  { path: '/', title: 'First page, normal browser (/)' },
  { path: '/?client=ingame', title: 'First page, in-game browser (/?client=ingame)' },
] as const;
const HOME_READY = /soporte|support/i;
const RUNS = Number(process.env.BENCH_BUNDLE_RUNS ?? 5);

/** What the page downloaded before its first ticket row showed. */
function firstScreen(downloads: Download[]): Download[] {
  return downloads.filter((download) => !download.afterList);
}

/** What it downloaded after (code loaded once the list is usable), as one total. */
function deferredTotal(downloads: Download[]): PartTotal {
  const after = downloads.filter((download) => download.afterList);
  return { ...grandTotal(totalsByPart(after, () => 'after')), part: 'after the list' };
}

type Build = PageTimes['build'];

interface PageFigures {
  downloads: Download[];
  rounds: RoundTrips;
  times: UsableTimes;
}

/**
 * Each page's downloads (fresh context), its round trips in series (latency method), then its
 * throttled time to a usable list.
 */
async function measurePages(
  browser: Browser,
  portal: RunningPortal,
): Promise<Map<string, PageFigures>> {
  const signedIn = await signIn(browser, portal.url, 'player1');
  const figures = new Map<string, PageFigures>();
  for (const { path } of PAGES) {
    const downloads = await recordDownloads(browser, signedIn, path, HOME_READY);
    const rounds = await countRoundTrips(browser, signedIn, path, RUNS);
    figures.set(path, {
      downloads,
      rounds,
      times: await timeUsableList(browser, signedIn, path, RUNS),
    });
  }
  return figures;
}

/** The federated portal's shared-library files, as its containers' manifests list them. */
async function federatedSharedFiles(portal: RunningPortal): Promise<Set<string>> {
  const registry = (await (await fetch(`${portal.url}/remotes.json`)).json()) as {
    entry: string;
  }[];
  return sharedLibraryFiles(portal.url, [
    '/mf-manifest.json',
    ...registry.map((line) => line.entry),
  ]);
}

function timeRows(build: Build, figures: Map<string, PageFigures>): PageTimes[] {
  return [...figures.entries()].flatMap(([path, { times }]) => [
    { path, build, cache: 'cold' as const, loads: times.cold },
    { path, build, cache: 'warm' as const, loads: times.warm },
  ]);
}

/** Starts a portal (on `env`), works on it, and stops it. */
async function onPortal<T>(
  env: Record<string, string>,
  work: (portal: RunningPortal) => Promise<T>,
): Promise<T> {
  const portal = await startPortal(env);
  try {
    return await work(portal);
  } finally {
    await portal.stop();
  }
}

/**
 * The first signed-in page of the federated portal and of the monolith reference (its shell and
 * remotes in one webpack build, served by a second portal): bytes by part, the ratio between the
 * two, and the throttled time to a usable list, cold and warm.
 */
export async function benchBundle(): Promise<void> {
  const monolith = await buildMonolith();
  const browser = await launchChromium();
  const loadAtStart = loadAverage();
  try {
    const federated = await onPortal({}, async (portal) => ({
      partOf: federatedPartOf(await federatedSharedFiles(portal)),
      pages: await measurePages(browser, portal),
    }));
    const single = await onPortal({ PORTAL_ROOT: monolith.root }, (portal) =>
      measurePages(browser, portal),
    );

    const bytes: PageBytes[] = [];
    for (const { path, title } of PAGES) {
      const downloads = federated.pages.get(path)?.downloads ?? [];
      const parts = totalsByPart(firstScreen(downloads), federated.partOf);
      const total = grandTotal(parts);
      printPartsTable(title, parts, total, deferredTotal(downloads));
      const monolithDownloads = single.get(path)?.downloads ?? [];
      const monolithParts = totalsByPart(firstScreen(monolithDownloads), () => 'monolith');
      bytes.push({
        path,
        federated: total,
        monolith: grandTotal(monolithParts),
        monolithDeferred: deferredTotal(monolithDownloads),
      });
    }
    printMonolithTable(bytes);
    printRoundTripsTable(
      PAGES.flatMap(({ path }) => [
        { path, build: 'federated' as const, rounds: federated.pages.get(path)?.rounds },
        { path, build: 'monolith' as const, rounds: single.get(path)?.rounds },
      ]),
    );
    printTimesTable([...timeRows('federated', federated.pages), ...timeRows('monolith', single)]);
    // The timed tables depend on how busy the machine was; the byte tables do not.
    console.log(
      `(load average ${loadAtStart} when the pages were first measured, ${loadAverage()} at the end)`,
    );
  } finally {
    await browser.close();
    monolith.remove();
  }
}
