const { workspaceProject } = require('../jest.preset.cjs');

// Browser journeys against the built portal: one process at a time, generous timeouts (the limit
// also bounds a file's beforeAll, which waits up to 180 s for the portal on a busy machine).
module.exports = {
  ...workspaceProject('e2e', 'node'),
  setupFilesAfterEnv: [],
  testTimeout: 240_000,
  maxWorkers: 1,
};
