const { workspaceProject } = require('../jest.preset.cjs');

// Browser journeys against the built portal: one process at a time, generous timeouts.
module.exports = {
  ...workspaceProject('e2e', 'node'),
  setupFilesAfterEnv: [],
  testTimeout: 90_000,
  maxWorkers: 1,
};
