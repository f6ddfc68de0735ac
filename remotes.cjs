// The federated remotes of the portal: one line per remote folder, each holding its
// `remote.descriptor.json`. Read by the shell's build (what to load where), `npm start`, the
// registry sync (`/remotes.json`, TypeScript references, workspaces), jest and webpack.
const path = require('node:path');

// biome-ignore format: one line per remote
const REMOTE_FOLDERS = [
  'mf-tickets',
  'mf-ticket-detail',
  'mf-staff-stats',
  'mf-admin-panel',
  'mf-assistant',
];

const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;

/** Each remote's descriptor with its `folder`; a malformed one stops whoever reads it. */
function remoteDescriptors() {
  return REMOTE_FOLDERS.map((folder) => {
    const descriptor = require(path.join(__dirname, folder, 'remote.descriptor.json'));
    const { container, exposes, slots, loadedBy, build } = descriptor;
    const problems = [
      !SNAKE_CASE.test(container ?? '') && 'container must be snake_case',
      (!exposes || Object.keys(exposes).length === 0) && 'exposes is empty',
      Object.values(slots ?? {}).some((module) => !(module in (exposes ?? {}))) &&
        'every slot must name an exposed module',
      !(loadedBy?.minPower >= 0 && Array.isArray(loadedBy?.clientModes)) &&
        'loadedBy needs minPower and clientModes',
      !(Number.isInteger(build?.port) && typeof build?.dist === 'string') &&
        'build needs port and dist',
    ].filter(Boolean);
    if (problems.length > 0) {
      throw new Error(`${folder}/remote.descriptor.json: ${problems.join('; ')}`);
    }
    return { folder, ...descriptor };
  });
}

module.exports = { REMOTE_FOLDERS, remoteDescriptors };
