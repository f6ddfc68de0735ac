// One module-federation set-up for every front end (shell and each remote), so all six builds
// share the same singletons and differ only in name, exposes and port.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

// The federation plugin loads webpack internals when it is first required, before it sees a
// compiler. Point it at the webpack that run-webpack.cjs builds with (shared's own, pinned below
// 5.107, whose internal file moves @module-federation/enhanced 2.9 does not follow yet).
process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');

const sharedPackage = require('../package.json');

/** Where the portal's server listens during `npm run dev` (API, socket, registry, remotes). */
const PORTAL_SERVER = process.env.PORTAL_SERVER ?? 'http://localhost:8080';

/**
 * Packages that must exist once per page. Entries ending in `/` share every deep import
 * (`react/jsx-runtime`, `swr/infinite`, `@portal/shared/runtime/api`): swr keeps its cache in
 * `swr/_internal`, so sharing only `swr` would give each remote its own cache.
 */
const SINGLETONS = ['react', 'react-dom', 'swr'];
const DEEP_IMPORTS = ['react', 'react-dom', 'swr'];

/**
 * Libraries only `@portal/shared` imports (the contract, or one runtime module: `routing`, `i18n`,
 * `socket`; lint keeps the shell and remotes off them). They are one per page through that shared
 * module, so they are not shared by name: a module shared by name cannot be tree-shaken, and
 * whole they would add to the first page (gzip) ~60 kB of zod's locales, ~47 kB of react-router
 * and ~8 kB of react-i18next's `Trans` with its HTML parser.
 */
const INSIDE_THE_RUNTIME = [
  'zod',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'socket.io-client',
];

/** Of those, the ones the runtime fetches only after the first screen (`runtime/socket.ts`). */
const AFTER_THE_FIRST_SCREEN = ['socket.io-client'];

/**
 * Of those, the ones only the contract's schemas (`@portal/shared/contract/schemas`) import: a
 * form or a check that runs after the first screen fetches them with the schemas.
 */
const WITH_THE_SCHEMAS = ['zod'];

/** The range `shared/package.json` asks for, else (a transitive package) the installed major. */
function requiredVersionOf(name) {
  const declared = sharedPackage.dependencies[name];
  if (declared) return declared;
  const installed = require(`${name}/package.json`).version;
  return `^${installed}`;
}

function sharedMap() {
  /** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = requiredVersionOf(name);
    shared[name] = { singleton: true, requiredVersion, eager: false };
    if (DEEP_IMPORTS.includes(name)) {
      shared[`${name}/`] = { singleton: true, requiredVersion, eager: false };
    }
  }
  shared['@portal/shared/'] = {
    singleton: true,
    requiredVersion: `^${sharedPackage.version}`,
    version: sharedPackage.version,
    eager: false,
  };
  return shared;
}

const RUNTIME_DIR = path.join(__dirname, '../src/runtime');
const CONTRACT_DIR = path.join(__dirname, '../src/contract');
const SCHEMAS_DIR = path.join(CONTRACT_DIR, 'schemas');

function isInside(folder, file = '') {
  return file === folder || file.startsWith(`${folder}${path.sep}`);
}

/**
 * The `@portal/shared/` share sees only package imports, and the runtime's modules import each
 * other by relative path (`./session`, `../api`): a remote then bundled and ran its own copy of
 * the api client, the session and zod next to the shell's. This turns each such import into the
 * package import it stands for (`@portal/shared/runtime/session`), so it is shared like the rest.
 */
class RuntimeImportsByPackageName {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('RuntimeImportsByPackageName', (factory) => {
      factory.hooks.beforeResolve.tap('RuntimeImportsByPackageName', (data) => {
        if (!data.request.startsWith('.') || !isInside(RUNTIME_DIR, data.context)) return;
        const target = path.join(data.context, data.request);
        if (target === RUNTIME_DIR || !isInside(RUNTIME_DIR, target)) return;
        const name = path.relative(RUNTIME_DIR, target).split(path.sep).join('/');
        data.request = `@portal/shared/runtime/${name.replace(/\.tsx?$/, '')}`;
      });
    });
  }
}

/** The packages `names` bring with them (react-dom → scheduler, socket.io-client → engine.io-client, …). */
function withDependencies(names) {
  const found = new Set();
  const visit = (name, from) => {
    if (found.has(name)) return;
    found.add(name);
    const folder = packageFolder(name, from);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, folder);
  };
  for (const name of names) visit(name, __dirname);
  return found;
}

/** Where Node would find package `name` from folder `from` (its exports may hide package.json). */
function packageFolder(name, from) {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (folder === path.dirname(folder)) throw new Error(`${name} is not installed`);
  }
}

/** `react-dom` for …/node_modules/react-dom/cjs/react-dom.production.js, else undefined. */
function packageOf(resource = '') {
  const names = [...resource.matchAll(/[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/g)];
  return names.at(-1)?.[1]?.replace('\\', '/');
}

/**
 * Fewer, larger chunks. By default every shared module is an async chunk of its own (one per
 * `@portal/shared` module, one per `react/…` deep import): ~50 requests for the first page.
 * The host loads nearly all of them on its first page, so there they are one chunk, `shared`:
 * the singleton libraries with the packages they bring, the router, the contract and the
 * runtime; socket.io-client, fetched after the first screen, is a chunk of its own, `live`, and
 * so are the contract's schemas with zod, `schemas`, fetched by the first form or check.
 * A remote's copies are fallbacks, fetched only for what the page has not loaded yet, so they
 * stay apart: one chunk per package (a remote that alone uses `swr/infinite` fetches swr, not
 * react-dom; one that parses with zod fetches zod, not the contract), the contract, and the
 * runtime modules. A remote's own code is not cut into chunks shared between its async parts,
 * so an exposed module arrives in one file (plus what it loads lazily).
 */
function chunkGroups({ host }) {
  const libraries = withDependencies([...SINGLETONS, ...INSIDE_THE_RUNTIME]);
  const afterFirstScreen = withDependencies(AFTER_THE_FIRST_SCREEN);
  const withTheSchemas = withDependencies(WITH_THE_SCHEMAS);
  const group = (name, test, hostName = 'shared') => ({
    name: host ? hostName : name,
    test,
    enforce: true,
  });
  const libraryChunk = (module) =>
    `library-${packageOf(module.resource).replace('@', '').replace('/', '-')}`;
  // In the host, what the runtime imports lazily after the first screen is a chunk apart too.
  const hostChunk = (module) => {
    const name = packageOf(module.resource);
    if (afterFirstScreen.has(name)) return 'live';
    return withTheSchemas.has(name) ? 'schemas' : 'shared';
  };
  return {
    chunks: 'async',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      libraries: {
        name: host ? hostChunk : libraryChunk,
        test: (module) => libraries.has(packageOf(module.resource)),
        enforce: true,
      },
      contract: group(
        'contract',
        (module) =>
          isInside(CONTRACT_DIR, module.resource) && !isInside(SCHEMAS_DIR, module.resource),
      ),
      schemas: group('schemas', (module) => isInside(SCHEMAS_DIR, module.resource), 'schemas'),
      runtime: group('runtime', (module) => isInside(RUNTIME_DIR, module.resource)),
    },
  };
}

/** The federation runtime without its Node.js loaders: every build here runs in a browser. */
const BROWSER_ONLY_RUNTIME = { optimization: { target: 'web' } };

/**
 * A remote's own copy of the runtime loads no remote (the shell's loads them all), so it leaves
 * out the code that loads remotes and reads their manifests (snapshots): −7 kB gzip a remote.
 */
const REMOTE_RUNTIME = {
  optimization: {
    ...BROWSER_ONLY_RUNTIME.optimization,
    disableRemote: true,
    disableSnapshot: true,
  },
};

function isDevServer(env) {
  return Boolean(env?.WEBPACK_SERVE);
}

/**
 * Everything but the federation plugin: swc, css, hashed output, html page. A production build
 * publishes no source maps and writes its styles to hashed .css files: the portal's
 * Content-Security-Policy allows no inline `<style>`, which style-loader (dev only) inserts.
 */
function baseConfig(
  { name, dir, port, title, dist = 'dist', htmlPublicPath = 'auto', favicon, host = false },
  env = {},
  argv = {},
) {
  const devServer = isDevServer(env);
  const mode = argv.mode ?? (devServer ? 'development' : 'production');
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, dist),
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].[contenthash].js',
      chunkFilename: '[name].[contenthash].js',
      assetModuleFilename: '[name].[contenthash][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: mode !== 'production' } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: { runtimeChunk: false, splitChunks: chunkGroups({ host }) },
    plugins: [
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash].css',
              chunkFilename: '[name].[contenthash].css',
            }),
          ]
        : []),
      new RuntimeImportsByPackageName(),
      new HtmlWebpackPlugin({
        title,
        chunks: ['main'],
        scriptLoading: 'defer',
        publicPath: htmlPublicPath,
        // Copied next to index.html and linked as `<link rel="icon">`.
        favicon,
      }),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: ['/api', '/socket.io', '/remotes', '/remotes.json'],
          target: PORTAL_SERVER,
          ws: true,
        },
      ],
    },
    performance: { hints: false },
  };
}

/**
 * A remote built from its `remote.descriptor.json`: `remoteEntry.js` + `mf-manifest.json` +
 * hashed chunks in `<dir>/<build.dist>`, container `container`, `exposes` mapping `./Name` to a
 * file (`./src/exposed/name.tsx`), dev server on `build.port`.
 */
function remoteWebpackConfig({ dir, descriptor }) {
  const { container: name, exposes, build } = descriptor;
  return (env, argv) => {
    const devServer = isDevServer(env);
    const config = baseConfig(
      { name, dir, port: build.port, dist: build.dist, title: name },
      env,
      argv,
    );
    config.name = name;
    if (!devServer) {
      // The standalone page needs a runtime of its own: only the dev server serves it.
      config.entry = {};
      config.plugins = config.plugins.filter((plugin) => !(plugin instanceof HtmlWebpackPlugin));
    }
    // Each remoteEntry.js keeps its own copy of the federation runtime (21 kB gzip, trimmed by
    // `REMOTE_RUNTIME`): taking the shell's (`externalRuntime`) saved 17 kB a remote of the untrimmed
    // copy but broke a slot's Retry and an open tab's load of a newly published release (journeys
    // remote-slots-degrade, remote-releases).
    config.plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedMap(),
        manifest: true,
        dts: false,
        experiments: REMOTE_RUNTIME,
      }),
    );
    return config;
  };
}

/**
 * A page of a remote's build that runs alone, outside the portal (mf-tickets' event frame): an
 * ordinary bundle, no federation, so it needs no runtime from a shell. Built after the remote
 * (`dependencies`) into the same folder, which the remote's build has cleaned.
 */
function pageWebpackConfig({ dir, descriptor, page, entry, filename, title }) {
  const { container, build } = descriptor;
  return (env, argv) => {
    const config = baseConfig(
      { name: `${container}_${page}`, dir, port: build.port, dist: build.dist, title },
      env,
      argv,
    );
    config.name = page;
    config.dependencies = [container];
    config.entry = { [page]: entry };
    config.output.clean = false;
    config.optimization.splitChunks = false;
    config.plugins = config.plugins.filter((plugin) => !(plugin instanceof HtmlWebpackPlugin));
    config.plugins.push(
      new HtmlWebpackPlugin({
        filename,
        title,
        chunks: [page],
        scriptLoading: 'defer',
        publicPath: 'auto',
      }),
    );
    return config;
  };
}

/** The part of each remote descriptor the shell reads (`RemoteSlots` in `runtime/remotes`). */
function slotsOfRemotes(remotes = []) {
  return remotes.map(({ container, slots, loadedBy }) => ({ container, slots, loadedBy }));
}

/**
 * The host: no remotes at build time (they come from `/remotes.json` at run time),
 * `loaded-first` so a remote reuses what the page already loaded instead of fetching every
 * registered remote up front to compare versions.
 */
function hostWebpackConfig({ name, dir, port, title, favicon, remotes, runtimePlugins = [] }) {
  return (env, argv) => {
    // The SPA fallback serves index.html at deep paths (/admin/incidents/3): its script address
    // must be absolute, and the runtime's 'auto' public path follows from it.
    const config = baseConfig(
      { name, dir, port, title, favicon, htmlPublicPath: '/', host: true },
      env,
      argv,
    );
    config.plugins.push(
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: sharedMap(),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: true,
        dts: false,
        experiments: BROWSER_ONLY_RUNTIME,
      }),
      // What to load where: each remote's slots and who may load it, from its descriptor.
      new webpack.DefinePlugin({ PORTAL_REMOTES: JSON.stringify(slotsOfRemotes(remotes)) }),
    );
    return config;
  };
}

module.exports = {
  sharedMap,
  remoteWebpackConfig,
  pageWebpackConfig,
  hostWebpackConfig,
  PORTAL_SERVER,
};
