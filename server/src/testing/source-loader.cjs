// `node -r ./server/src/testing/source-loader.cjs server/src/….ts`: runs server TypeScript sources
// in a child process the way jest runs them (swc to CommonJS, `@portal/shared/*` from its
// sources), so a test can start real processes without a build.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const sharedSources = path.join(__dirname, '..', '..', '..', 'shared', 'src');
const SHARED = '@portal/shared/';

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveSharedFromSources(request, ...rest) {
  const mapped = request.startsWith(SHARED)
    ? path.join(sharedSources, request.slice(SHARED.length))
    : request;
  return resolveFilename.call(this, mapped, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
