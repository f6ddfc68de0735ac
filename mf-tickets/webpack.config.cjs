const HtmlWebpackPlugin = require('html-webpack-plugin');
const { remoteWebpackConfig } = require('@portal/shared/federation');

const remote = remoteWebpackConfig({
  dir: __dirname,
  descriptor: require('./remote.descriptor.json'),
});

/**
 * Besides the remote, a second small page: the public-event calendar and map frame, served by the
 * portal at /remotes/mf-tickets/event-frame.html (the address GET /api/getUrlFrame returns).
 */
module.exports = (env, argv) => {
  const config = remote(env, argv);
  config.entry.eventFrame = './src/event-frame/index.ts';
  config.plugins.push(
    new HtmlWebpackPlugin({
      filename: 'event-frame.html',
      title: 'Evento',
      chunks: ['eventFrame'],
      scriptLoading: 'defer',
      publicPath: 'auto',
    }),
  );
  return config;
};
