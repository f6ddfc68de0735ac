const { workspaceProject } = require('./jest.preset.cjs');

module.exports = {
  projects: [
    workspaceProject('shared', 'jsdom'),
    workspaceProject('ui', 'jsdom'),
    workspaceProject('server', 'node'),
    workspaceProject('shell', 'jsdom'),
    workspaceProject('mf-tickets', 'jsdom'),
    workspaceProject('mf-ticket-detail', 'jsdom'),
  ],
};
