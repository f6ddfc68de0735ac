import { z } from 'zod';

/** A container name: the remote's federation name, snake_case (`mf_tickets`). */
export const remoteContainerNameSchema = z.string().regex(/^[a-z][a-z0-9_]*$/);

/**
 * One line of `/remotes.json`: the container name, its `mf-manifest.json` address and, once the
 * remote was published, the release it points at (none for the build served in place).
 */
export const remoteRegistryEntrySchema = z.object({
  name: remoteContainerNameSchema,
  entry: z.string().min(1),
  version: z.string().min(1).optional(),
});
export const remoteRegistrySchema = z.array(remoteRegistryEntrySchema);
export type RemoteRegistryEntry = z.infer<typeof remoteRegistryEntrySchema>;

export const REMOTE_REGISTRY_URL = '/remotes.json';
