// The monolith reference: the shell's own production config without module federation, every
// remote's exposed modules bundled in as ordinary lazy chunks. Built by the `bundle` bench into
// `<MONOLITH_ROOT>/shell/dist`, so a portal started with PORTAL_ROOT=MONOLITH_ROOT serves it.
const fs = require('node:fs');
const path = require('node:path');
const { remoteDescriptors } = require('../../remotes.cjs');
const { FirstScreenPlugin } = require('../../shell/html/first-screen-plugin.cjs');
const shellConfig = require('../../shell/webpack.config.cjs');

const REPO_ROOT = path.resolve(__dirname, '../..');
const SHELL_DIR = path.join(REPO_ROOT, 'shell');
const REMOTES_FEATURE = path.join(SHELL_DIR, 'src/features/remotes');
// The home page's slot: the one lazy chunk group the monolith's page names, as the server names
// the tickets remote's files on the federated page.
const HOME_SLOT = 'mf_tickets/Home';
// The webpack every front end builds with (run-webpack.cjs beside the shared map), not the root's.
const webpack = require(
  require.resolve('webpack', { paths: [path.join(REPO_ROOT, 'shared/federation')] }),
);

/**
 * Stands in for the shell's `remote-loader.ts`: the same `loadRemoteComponent(slot)`, but each
 * `<container>/<Name>` id is a static `import()` of the file the remote's descriptor exposes.
 */
function remoteLoaderSource() {
  const lines = [];
  for (const { folder, container, exposes } of remoteDescriptors()) {
    for (const [exposed, file] of Object.entries(exposes)) {
      const id = `${container}/${exposed.replace(/^\.\//, '')}`;
      const target = path.join(REPO_ROOT, folder, file);
      // Named, so the page can name the home slot's chunks (FirstScreenPlugin `groups`).
      const name = `/* webpackChunkName: ${JSON.stringify(id.replace('/', '-'))} */`;
      lines.push(`  ${JSON.stringify(id)}: () => import(${name} ${JSON.stringify(target)}),`);
    }
  }
  const unavailable = path.join(REMOTES_FEATURE, 'unavailable-module.ts');
  return `import { RemoteUnavailableError } from ${JSON.stringify(unavailable)};

const MODULES = {
${lines.join('\n')}
};

export async function loadRemoteComponent(slot) {
  const id = \`\${slot.scope}/\${slot.module.replace(/^\\.\\//, '')}\`;
  const load = MODULES[id];
  if (!load) throw new RemoteUnavailableError(id, 'not in the monolith');
  return (await load()).default;
}
`;
}

module.exports = (env, argv) => {
  const root = process.env.MONOLITH_ROOT;
  if (!root) throw new Error('MONOLITH_ROOT names the folder the monolith is built into');
  const loaderFile = path.join(root, 'remote-loader.mjs');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(loaderFile, remoteLoaderSource());

  const config = shellConfig(env, { ...argv, mode: 'production' });
  // The federated shell enters through `import('./bootstrap')` only so the federation runtime
  // can share modules first; a single bundle starts at bootstrap itself.
  config.entry = { main: './src/bootstrap.tsx' };
  config.output.path = path.join(root, 'shell', 'dist');
  config.plugins = [
    ...config.plugins.filter(
      (plugin) =>
        !['ModuleFederationPlugin', 'FirstScreenPlugin'].includes(plugin.constructor.name),
    ),
    new FirstScreenPlugin({ groups: [HOME_SLOT.replace('/', '-')] }),
    new webpack.NormalModuleReplacementPlugin(/^\.\/remote-loader$/, (resource) => {
      if (resource.context === REMOTES_FEATURE) resource.request = loaderFile;
    }),
  ];
  return config;
};
