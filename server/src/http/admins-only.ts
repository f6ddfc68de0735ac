import { canUseAdminPanel, ERROR_CODES, errorTextIn } from '@portal/shared/contract';
import type { RequestHandler } from 'express';
import { forbidden } from '../errors/app-error';
import { requireViewer } from './request-context';

/**
 * The admin panel's calls (statistics, tables, exports, tokens) refuse anyone below power 100
 * first: before their body is validated or any query runs.
 */
export const adminsOnly: RequestHandler = (req, _res, next) => {
  if (!canUseAdminPanel(requireViewer(req))) {
    throw forbidden(ERROR_CODES.adminOnly, errorTextIn('en', ERROR_CODES.adminOnly));
  }
  next();
};
