import { calls, type SaveConfigBody } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

/** POST /config {key, value, description} → the entry as stored. */
export function saveConfigEntry(body: SaveConfigBody) {
  return callApi(calls.saveConfig, { body });
}

/** DELETE /config/{key}. */
export function deleteConfigEntry(key: string) {
  return callApi(calls.deleteConfig, { params: { key } });
}
