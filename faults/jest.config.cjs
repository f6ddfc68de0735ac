const { workspaceProject } = require('../jest.preset.cjs');

// Fault drills against built server processes on PostgreSQL and Redis: one at a time.
module.exports = {
  ...workspaceProject('faults', 'node'),
  setupFilesAfterEnv: [],
  testTimeout: 120_000,
  maxWorkers: 1,
};
