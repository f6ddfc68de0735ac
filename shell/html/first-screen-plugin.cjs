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

/** Every file the entry's chunks load after it: the app's code and the shared libraries. */
function filesLoadedByEntry(compilation) {
  const files = new Set();
  for (const chunk of compilation.entrypoints.get('main')?.chunks ?? []) {
    for (const loaded of chunk.getAllAsyncChunks()) {
      for (const file of loaded.files) if (/\.(js|css)$/.test(file)) files.add(file);
    }
  }
  return [...files].sort();
}

/**
 * The shell's `index.html` names its whole first screen (ARCHITECTURE §4): the inline boot script
 * first (it starts the data call and the remote's files; the server adds the page data it reads
 * and allows it by its hash), then a preload of every chunk `main.js` would otherwise only ask
 * for once it has run.
 */
class FirstScreenPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const preloads = filesLoadedByEntry(compilation).map((file) => ({
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
