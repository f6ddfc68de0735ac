import fs from 'node:fs/promises';
import { REMOTE_CONTAINER_NAME } from '@portal/shared/contract';
import { z } from 'zod';

const releasePointerSchema = z.object({
  /** The release's content hash (`contentVersion`). */
  version: z.string().min(1),
  /** Its `mf-manifest.json` address, as `/remotes.json` gives it to the shell. */
  entry: z.string().min(1),
});
export type ReleasePointer = z.infer<typeof releasePointerSchema>;

const historyEntrySchema = z.object({
  action: z.enum(['publish', 'rollback']),
  ...releasePointerSchema.shape,
  /** `--by`, else the operating-system user who ran the command. */
  by: z.string(),
  /** ISO 8601 time. */
  at: z.string(),
});
export type RegistryHistoryEntry = z.infer<typeof historyEntrySchema>;

const remoteReleasesSchema = z.object({
  folder: z.string().min(1),
  current: releasePointerSchema,
  /** Oldest first; every publish and rollback that moved the pointer. */
  history: z.array(historyEntrySchema),
});
export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;

export const registryStateSchema = z.object({
  format: z.literal(1),
  /** By container name (`mf_tickets`); a remote never published has no entry. */
  remotes: z.record(z.string().regex(REMOTE_CONTAINER_NAME), remoteReleasesSchema),
});
export type RegistryState = z.infer<typeof registryStateSchema>;

export const emptyRegistryState = (): RegistryState => ({ format: 1, remotes: {} });

export class RegistryStateError extends Error {}

/** The state file's content; no file yet is an empty registry. */
export async function readRegistryState(stateFile: string): Promise<RegistryState> {
  let text: string;
  try {
    text = await fs.readFile(stateFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistryState();
    throw error;
  }
  let parsed: z.ZodSafeParseResult<RegistryState>;
  try {
    parsed = registryStateSchema.safeParse(JSON.parse(text));
  } catch (error) {
    throw new RegistryStateError(`${stateFile} is not JSON: ${(error as Error).message}`);
  }
  if (!parsed.success) {
    throw new RegistryStateError(`${stateFile} is malformed: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Which release each published remote points at, by container name. */
export function currentVersions(state: RegistryState): Map<string, string> {
  return new Map(
    Object.entries(state.remotes).map(([container, remote]) => [container, remote.current.version]),
  );
}
