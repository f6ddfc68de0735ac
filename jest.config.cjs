const { workspaceProject } = require('./jest.preset.cjs');
const { remoteDescriptors } = require('./remotes.cjs');

const remotes = remoteDescriptors();

module.exports = {
  // Both cores of a small machine (jest's default leaves one idle). The server suites on a
  // PostgreSQL server and Redis run one file at a time: files share Redis's channels.
  maxWorkers: process.env.REDIS_URL ? 1 : 2,
  projects: [
    workspaceProject('shared', 'jsdom'),
    workspaceProject('ui', 'jsdom'),
    workspaceProject('server', 'node'),
    // What the shell's build defines from the descriptors (shared-map.cjs, `PORTAL_REMOTES`).
    workspaceProject('shell', 'jsdom', {
      globals: {
        PORTAL_REMOTES: remotes.map(({ container, slots, loadedBy }) => ({
          container,
          slots,
          loadedBy,
        })),
      },
    }),
    ...remotes.map(({ folder }) => workspaceProject(folder, 'jsdom')),
  ],
};
