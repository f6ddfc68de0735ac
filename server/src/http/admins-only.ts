import { canUseAdminPanel, ERROR_CODES } from '@portal/shared/contract';
import { powerGate } from './power-gate';

/** The admin panel's calls (statistics, tables, exports, tokens) are for power 100 or more. */
export const adminsOnly = powerGate(canUseAdminPanel, ERROR_CODES.adminOnly);
