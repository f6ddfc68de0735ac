const path = require('node:path');
const { hostWebpackConfig } = require('@portal/shared/federation');
const { remoteDescriptors } = require('../remotes.cjs');

module.exports = hostWebpackConfig({
  name: 'shell',
  dir: __dirname,
  port: 3100,
  title: 'Portal de tickets',
  favicon: path.join(__dirname, 'src/assets/favicon.svg'),
  remotes: remoteDescriptors(),
  runtimePlugins: [path.join(__dirname, 'src/features/remotes/fallback-plugin.ts')],
});
