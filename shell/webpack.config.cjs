const path = require('node:path');
const { hostWebpackConfig } = require('@portal/shared/federation');
const { remoteDescriptors } = require('../remotes.cjs');
const { FirstScreenPlugin } = require('./html/first-screen-plugin.cjs');

const hostConfig = hostWebpackConfig({
  name: 'shell',
  dir: __dirname,
  port: 3100,
  title: 'Portal de tickets',
  favicon: path.join(__dirname, 'src/assets/favicon.svg'),
  remotes: remoteDescriptors(),
  runtimePlugins: [path.join(__dirname, 'src/features/remotes/fallback-plugin.ts')],
});

module.exports = (env, argv) => {
  const config = hostConfig(env, argv);
  config.plugins.push(new FirstScreenPlugin());
  return config;
};
