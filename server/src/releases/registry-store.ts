import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { type RegistryState, readRegistryState } from './registry-state';

/**
 * How long a writer waits for another one: a change holds the lock for milliseconds, so about
 * ten seconds of retries means a lock that is not coming back. A lock left by a killed writer is
 * taken over once older than `stale` (proper-lockfile refreshes a live one meanwhile).
 */
const LOCK_OPTIONS = {
  realpath: false,
  stale: 10_000,
  retries: { retries: 60, factor: 1.3, minTimeout: 10, maxTimeout: 250, randomize: true },
} as const;

/** Writes beside the file, then renames over it: a reader sees the old state or the new one. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await fs.open(temporary, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Reads the state, lets `change` compute the next one and writes it, all under one lock shared by
 * every process (`<state file>.lock`), so two publishes never write over each other. `change`
 * returning the state it was given (or throwing) writes nothing.
 */
export async function updateRegistryState<Result>(
  stateFile: string,
  change: (state: RegistryState) => { next: RegistryState; result: Result },
): Promise<Result> {
  await fs.mkdir(path.dirname(stateFile), { recursive: true });
  let compromised: Error | undefined;
  const release = await lockfile.lock(stateFile, {
    ...LOCK_OPTIONS,
    onCompromised: (error) => {
      compromised = error;
    },
  });
  try {
    const state = await readRegistryState(stateFile);
    const { next, result } = change(state);
    if (next !== state) {
      if (compromised) throw compromised;
      await writeAtomically(stateFile, `${JSON.stringify(next, null, 2)}\n`);
    }
    return result;
  } finally {
    await release().catch(() => undefined);
  }
}
