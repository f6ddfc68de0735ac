/** A file the browser downloaded, by path, with its size as sent uncompressed and gzipped. */
export interface Download {
  path: string;
  raw: number;
  gzip: number;
  /** Asked for once the first ticket row showed: loaded after the first screen (deferred). */
  afterList: boolean;
}

export interface PartTotal {
  part: string;
  files: number;
  raw: number;
  gzip: number;
}

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** Every file a container's manifest lists as part of a shared library (react, swr, …). */
export async function sharedLibraryFiles(
  baseUrl: string,
  manifestPaths: string[],
): Promise<Set<string>> {
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

/** Shell, shared libraries or the remote folder a federated portal's file belongs to. */
export function federatedPartOf(sharedFiles: Set<string>): (path: string) => string {
  return (path) => {
    if (sharedFiles.has(path)) return 'shared libraries';
    const remote = /^\/remotes\/([^/]+)\//.exec(path);
    if (remote?.[1]) return remote[1];
    return 'shell';
  };
}

/** Files and bytes per part, sorted by part name. */
export function totalsByPart(downloads: Download[], partOf: (path: string) => string): PartTotal[] {
  const totals = new Map<string, PartTotal>();
  for (const download of downloads) {
    const part = partOf(download.path);
    const total = totals.get(part) ?? { part, files: 0, raw: 0, gzip: 0 };
    totals.set(part, {
      part,
      files: total.files + 1,
      raw: total.raw + download.raw,
      gzip: total.gzip + download.gzip,
    });
  }
  return [...totals.values()].sort((a, b) => a.part.localeCompare(b.part));
}

/** All parts together, named `total`. */
export function grandTotal(parts: PartTotal[]): PartTotal {
  return parts.reduce(
    (all, part) => ({
      part: 'total',
      files: all.files + part.files,
      raw: all.raw + part.raw,
      gzip: all.gzip + part.gzip,
    }),
    { part: 'total', files: 0, raw: 0, gzip: 0 },
  );
}
