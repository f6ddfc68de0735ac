import fs from 'node:fs/promises';
import { type RemoteRegistryEntry, remoteRegistryLines } from '@portal/shared/contract';
import type { Logger } from 'pino';
import type { RegistryLocation } from './registry-location';
import { emptyRegistryState, type RegistryState, readRegistryState } from './registry-state';

export interface ServedRegistry {
  /** `/remotes.json` now; undefined while the default lines file is missing (404). */
  lines(): Promise<RemoteRegistryEntry[] | undefined>;
}

/** Each default line, with the release its remote points at when it was published. */
export function overlay(lines: readonly RemoteRegistryEntry[], state: RegistryState) {
  return lines.map((line) => {
    const current = state.remotes[line.name]?.current;
    return current ? { name: line.name, entry: current.entry, version: current.version } : line;
  });
}

/**
 * `/remotes.json` read at request time: the committed lines (`deploy/registry/remotes.json`) with
 * the registry's current pointers over them, so a publish or rollback is served on the next
 * request. A state file that cannot be read (edited by hand into bad JSON) is logged and the last
 * state read is served meanwhile: a bad edit must not unload every remote.
 */
export function createServedRegistry(location: RegistryLocation, logger: Logger): ServedRegistry {
  let lastGood = emptyRegistryState();
  async function state() {
    try {
      lastGood = await readRegistryState(location.stateFile);
    } catch (error) {
      logger.error({ err: error }, 'remote registry unreadable; serving its last state');
    }
    return lastGood;
  }
  return {
    async lines() {
      let text: string;
      try {
        text = await fs.readFile(location.defaultLinesFile, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      const lines = remoteRegistryLines(JSON.parse(text));
      if (!lines) throw new Error(`${location.defaultLinesFile} is not a list of remote lines`);
      return overlay(lines, await state());
    },
  };
}
