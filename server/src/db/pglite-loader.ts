import Module from 'node:module';

type PGliteModule = typeof import('@electric-sql/pglite');
type PGliteInstance = InstanceType<PGliteModule['PGlite']>;

interface NodeModuleLoader {
  _load(request: string, parent: NodeJS.Module | undefined, isMain: boolean): unknown;
}

/**
 * PGlite loads its WebAssembly with dynamic `import()` of Node built-ins, which jest's module
 * sandbox rejects (and jest also replaces createRequire). Node's own loader, the one plain
 * `require` calls, runs PGlite natively in production and in tests alike.
 */
function loadPgliteModule(): PGliteModule {
  const loader = Module as unknown as NodeModuleLoader;
  return loader._load('@electric-sql/pglite', require.main ?? module, false) as PGliteModule;
}

/**
 * PGlite in `dataDir`, or in memory when absent. `template` is a dump (`dumpDataDir`) an in-memory
 * database starts from instead of a new, empty cluster.
 */
export function createPglite(dataDir: string | undefined, template?: Blob): PGliteInstance {
  const { PGlite } = loadPgliteModule();
  return new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
}

/**
 * Under jest, values created by the test's realm (Dates) fail PGlite's `instanceof Date` check, so
 * dates are handed over as ISO text, which is what PGlite would send to PostgreSQL anyway.
 */
export function withPortableParameters(pglite: PGliteInstance): PGliteInstance {
  const query = pglite.query.bind(pglite);
  const portableQuery: PGliteInstance['query'] = (statement, params, options) =>
    query(statement, params?.map(toPortableParameter), options);
  pglite.query = portableQuery;
  return pglite;
}

function toPortableParameter(value: unknown): unknown {
  return value instanceof Date || Object.prototype.toString.call(value) === '[object Date]'
    ? (value as Date).toISOString()
    : value;
}
