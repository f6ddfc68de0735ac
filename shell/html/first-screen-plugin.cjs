const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'FirstScreenPlugin';
const BOOT_SCRIPT = path.join(__dirname, 'first-screen-boot.js');

/** The boot script without its comment lines (the page carries it on every load). */
function bootScript() {
  return fs
    .readFileSync(BOOT_SCRIPT, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

/**
 * The files of the chunk groups the first screen loads after `main.js`: by default those the entry
 * itself asks for (the federated shell's `import('./bootstrap')`: the app's code and the shared
 * libraries), never what they load lazily in turn; else the groups named in `groups`.
 */
function filesLoadedFirst(compilation, groups) {
  const named = (name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`${NAME}: the build has no chunk group named ${name}`);
    return group;
  };
  const loaded = groups
    ? groups.map(named)
    : (compilation.entrypoints.get('main')?.getChildren() ?? []);
  const files = new Set();
  for (const group of loaded) {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
    }
  }
  return [...files].sort();
}

/**
 * The shell's `index.html` names its whole first screen (ARCHITECTURE §4): the inline boot script
 * first (it starts the data call and the remote's files; the server adds the page data it reads
 * and allows it by its hash), then a preload of every chunk `main.js` would otherwise only ask
 * for once it has run. `groups`: the named chunk groups to preload instead (the bench's monolith,
 * whose entry is the app itself and whose first slot is a lazy chunk).
 */
class FirstScreenPlugin {
  constructor({ groups } = {}) {
    this.groups = groups;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const preloads = filesLoadedFirst(compilation, this.groups).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${data.publicPath}${file}`,
          },
          meta: { plugin: NAME },
        }));
        const boot = {
          tagName: 'script',
          voidTag: false,
          innerHTML: bootScript(),
          attributes: {},
          meta: { plugin: NAME },
        };
        data.headTags.unshift(boot, ...preloads);
        return data;
      });
    });
  }
}

module.exports = { FirstScreenPlugin };
