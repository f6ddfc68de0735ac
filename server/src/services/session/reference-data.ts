import { CONFIG_KEYS, ERROR_CODES, isStaff } from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { readConfigValue } from '../config/config-values';
import type { ServiceDeps } from '../service-deps';

/** The event/map frame page, built and served with mf-tickets. */
export const EVENT_FRAME_PATH = '/remotes/mf-tickets/event-frame.html';

function assertStaff(viewer: Viewer): void {
  if (!isStaff(viewer)) throw refuse({ code: ERROR_CODES.staffOnly });
}

/** GET /hashesOnline — visualIds of accounts connected now (staff). */
export async function hashesOnline(deps: ServiceDeps, viewer: Viewer) {
  assertStaff(viewer);
  const ids = await deps.game.onlineAccountIds();
  return { hashes: ids.map((id) => deps.pseudonyms.ofAccount(id)) };
}

/** GET /importantHashes — visualIds staff should notice (staff). */
export async function importantHashes(deps: ServiceDeps, viewer: Viewer) {
  assertStaff(viewer);
  const ids = await deps.game.importantAccountIds();
  return { hashes: ids.map((id) => deps.pseudonyms.ofAccount(id)) };
}

/** GET /serverImage — the configured header image; '' when none is set. */
export async function serverImage(deps: ServiceDeps) {
  return { url: await readConfigValue(deps.db, CONFIG_KEYS.serverImage) };
}

/** GET /getUrlFrame — the frame page, with the configured map image as `?map=` when there is one. */
export async function urlFrame(deps: ServiceDeps) {
  const map = await readConfigValue(deps.db, CONFIG_KEYS.mapImage);
  if (!map) return { url: EVENT_FRAME_PATH };
  return { url: `${EVENT_FRAME_PATH}?${new URLSearchParams({ map }).toString()}` };
}
