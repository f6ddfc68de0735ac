const { pageWebpackConfig, remoteWebpackConfig } = require('@portal/shared/federation');

const descriptor = require('./remote.descriptor.json');
const remote = remoteWebpackConfig({ dir: __dirname, descriptor });

/**
 * Besides the remote, a second small page built apart as one ordinary bundle (it runs without the
 * shell, so it needs no federation code): the public-event calendar and map frame,
 * served by the portal at /remotes/mf-tickets/event-frame.html (the address GET /api/getUrlFrame
 * returns).
 */
const eventFrame = pageWebpackConfig({
  dir: __dirname,
  descriptor,
  page: 'eventFrame',
  entry: './src/event-frame/bootstrap.tsx',
  filename: 'event-frame.html',
  title: 'Evento',
});

module.exports = (env, argv) => [remote(env, argv), eventFrame(env, argv)];
