import fs from 'node:fs';
import type { Logger } from 'pino';
import { currentVersions, readRegistryState } from './registry-state';

/** How often each instance looks at the state file: one `stat`, cheap. */
export const RELEASE_WATCH_INTERVAL_MS = 500;

export type ReleaseListener = (release: { name: string; version: string }) => void;

/**
 * Calls `onRelease` for each remote whose pointer moved since the state file was last read, from
 * any process (the CLI writes it). Polls the file's `stat` rather than using `fs.watch`: it
 * follows the file across the atomic renames that replace it, and works on network and container
 * file systems where change events are not delivered. Answers a function that stops watching.
 */
export function watchReleases(
  stateFile: string,
  onRelease: ReleaseListener,
  logger: Logger,
  intervalMs = RELEASE_WATCH_INTERVAL_MS,
): () => void {
  let known: Map<string, string> | undefined;
  let reading = Promise.resolve();
  let stopped = false;

  function readChanges() {
    reading = reading
      .then(async () => {
        const now = currentVersions(await readRegistryState(stateFile));
        if (known && !stopped) {
          for (const [name, version] of now) {
            if (known.get(name) !== version) onRelease({ name, version });
          }
        }
        known = now;
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'remote registry not read'));
  }

  readChanges();
  const listener = () => readChanges();
  fs.watchFile(stateFile, { interval: intervalMs, persistent: false }, listener);
  return () => {
    stopped = true;
    fs.unwatchFile(stateFile, listener);
  };
}
