#!/usr/bin/env node
// `node ../shared/federation/run-webpack.cjs build|dev` from an app folder: builds or serves its
// webpack.config.cjs through the webpack API (no webpack-cli needed on the PATH).
const path = require('node:path');
const webpack = require('webpack');

const command = process.argv[2];
const appDir = process.cwd();
const configFactory = require(path.join(appDir, 'webpack.config.cjs'));

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (command === 'build') {
  const config = configFactory({ WEBPACK_BUILD: true }, {});
  webpack(config, (error, stats) => {
    if (error) fail(error.stack ?? String(error));
    console.log(stats.toString({ colors: process.stdout.isTTY, modules: false, children: false }));
    if (stats.hasErrors()) process.exit(1);
  });
} else if (command === 'dev') {
  const WebpackDevServer = require('webpack-dev-server');
  const config = configFactory({ WEBPACK_SERVE: true }, {});
  // A build of several pages (an array) is served by its first one's dev server.
  const { devServer } = Array.isArray(config) ? config[0] : config;
  const server = new WebpackDevServer(devServer, webpack(config));
  server.start().catch((error) => fail(error.stack ?? String(error)));
} else {
  fail('usage: run-webpack.cjs build|dev');
}
