import fs from 'node:fs/promises';
import semver from 'semver';
import { z } from 'zod';

/** What the check reads of an `mf-manifest.json` (module federation's build manifest). */
const federationManifestSchema = z.object({
  name: z.string(),
  shared: z.array(
    z.object({
      name: z.string(),
      version: z.string().optional(),
      requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
    }),
  ),
});
export type FederationManifest = z.infer<typeof federationManifestSchema>;

export class ManifestError extends Error {}

export async function readFederationManifest(file: string): Promise<FederationManifest> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new ManifestError(`${file} cannot be read (${(error as NodeJS.ErrnoException).code})`);
  }
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    throw new ManifestError(`${file} is not JSON`);
  }
  const parsed = federationManifestSchema.safeParse(content);
  if (!parsed.success) {
    throw new ManifestError(`${file} is not a module federation manifest`);
  }
  return parsed.data;
}

/**
 * The package a shared module belongs to: deep imports shared through a prefix
 * (`react/jsx-runtime`, `@portal/shared/runtime/api`) are versions of their package. A deep module
 * the shell does not load itself is still checked against the shell's version of its package: it
 * would load from the remote and meet the shell's copy of the rest of the package.
 */
export function packageOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return (moduleName.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

export interface SharedIncompatibility {
  library: string;
  required: string;
  provided: string;
}

/**
 * Every library the remote requires that the shell provides in a version outside the remote's
 * range. The shell loads first (`loaded-first`) and every shared library is a singleton, so the
 * remote runs on the shell's copy whatever it asks for. The manifests record `singleton` only for
 * libraries shared by exact name, not for modules shared through a prefix (`@portal/shared/`,
 * `react/`), so every library the shell provides is checked; one the shell does not share at all
 * comes with the remote and meets no other copy.
 */
export function sharedIncompatibilities(
  remote: FederationManifest,
  shell: FederationManifest,
): SharedIncompatibility[] {
  const provided = new Map<string, Set<string>>();
  for (const module of shell.shared) {
    if (!module.version) continue;
    const library = packageOf(module.name);
    provided.set(library, (provided.get(library) ?? new Set()).add(module.version));
  }
  const found = new Map<string, SharedIncompatibility>();
  for (const module of remote.shared) {
    const required = module.requiredVersion;
    if (!required) continue;
    const library = packageOf(module.name);
    for (const version of provided.get(library) ?? []) {
      if (semver.satisfies(version, required, { includePrerelease: true })) continue;
      found.set(`${library} ${required} ${version}`, { library, required, provided: version });
    }
  }
  return [...found.values()];
}
