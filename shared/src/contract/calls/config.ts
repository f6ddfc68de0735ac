import { defineCalls } from '../define-call';
import type { configSchemas } from '../schemas/calls/config';

export const configCalls = defineCalls<typeof configSchemas>()({
  listConfig: { method: 'GET', path: '/config' },
  /** Creates the entry or replaces its value and description. */
  saveConfig: { method: 'POST', path: '/config' },
  deleteConfig: { method: 'DELETE', path: '/config/:key' },
});
