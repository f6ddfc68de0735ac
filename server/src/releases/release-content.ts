import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ReleaseRefusal } from './release-refusal';

/** A release version: the first 12 hex digits of the SHA-256 of the build's files. */
export const RELEASE_VERSION = /^[0-9a-f]{12}$/;

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(dir, relative);
      return Promise.resolve(entry.isFile() ? [relative] : []);
    }),
  );
  return nested.flat();
}

/**
 * The version of a build: a hash of every file's path and bytes, so the same build is always the
 * same version and any changed byte is another one.
 */
export async function contentVersion(buildDir: string): Promise<string> {
  const files = (await filesUnder(buildDir)).sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = await fs.readFile(path.join(buildDir, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex').slice(0, 12);
}

export interface StoredRelease {
  version: string;
  /** `<releases>/<folder>/<version>`. */
  dir: string;
  /** False when that release was already there (the same build published before). */
  copied: boolean;
}

/**
 * Stores a build as the release named by its content, under `remoteReleasesDir`, unless that
 * release is already there. The copy is made beside it under a dot name (never served), hashed
 * again and renamed into place, so a release folder is complete or absent (also when two
 * publishes of the same build race) and always holds what its name says.
 */
export async function storeRelease(
  buildDir: string,
  remoteReleasesDir: string,
): Promise<StoredRelease> {
  const version = await contentVersion(buildDir);
  const dir = path.join(remoteReleasesDir, version);
  if (await exists(dir)) return { version, dir, copied: false };
  await fs.mkdir(remoteReleasesDir, { recursive: true });
  const incoming = path.join(
    remoteReleasesDir,
    `.incoming-${version}-${randomBytes(4).toString('hex')}`,
  );
  try {
    await fs.cp(buildDir, incoming, { recursive: true });
    const copiedVersion = await contentVersion(incoming);
    if (copiedVersion !== version) {
      throw new ReleaseRefusal(
        `${buildDir} changed while it was being published (a build running?); not published.`,
      );
    }
    await fs.rename(incoming, dir);
    return { version, dir, copied: true };
  } catch (error) {
    await fs.rm(incoming, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    // Another publish of the same build moved its copy in first.
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && (await exists(dir))) {
      return { version, dir, copied: false };
    }
    throw error;
  }
}

async function exists(target: string): Promise<boolean> {
  return fs.stat(target).then(
    () => true,
    () => false,
  );
}
