const { workspaceProject } = require('../jest.preset.cjs');

// Browser journeys against the built portal: two files at a time (each with its own portal on a
// free port and its own Chromium; a journey waits for what it looks for, never for a time), and
// generous timeouts (the limit also bounds a file's beforeAll, which waits up to 180 s for the
// portal on a busy machine).
module.exports = {
  ...workspaceProject('e2e', 'node'),
  testEnvironment: require.resolve('./journey-environment.cjs'),
  setupFilesAfterEnv: [],
  testTimeout: 240_000,
  maxWorkers: 2,
};
