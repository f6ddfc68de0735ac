const { remoteWebpackConfig } = require('@portal/shared/federation');

module.exports = remoteWebpackConfig({
  name: 'mf_tickets',
  dir: __dirname,
  exposes: { './Home': './src/exposed/home.tsx' },
  port: 3101,
});
