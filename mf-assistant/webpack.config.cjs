const { remoteWebpackConfig } = require('@portal/shared/federation');

module.exports = remoteWebpackConfig({
  dir: __dirname,
  descriptor: require('./remote.descriptor.json'),
});
