const path = require('node:path');
const { hostWebpackConfig } = require('@portal/shared/federation');

module.exports = hostWebpackConfig({
  name: 'shell',
  dir: __dirname,
  port: 3100,
  title: 'Portal de tickets',
  favicon: path.join(__dirname, 'src/assets/favicon.svg'),
  runtimePlugins: [path.join(__dirname, 'src/features/remotes/fallback-plugin.ts')],
});
