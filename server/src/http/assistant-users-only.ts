import { canUseAssistant, ERROR_CODES, errorTextIn } from '@portal/shared/contract';
import type { RequestHandler } from 'express';
import { forbidden } from '../errors/app-error';
import { requireViewer } from './request-context';

/** The assistant's calls refuse anyone it is not for before their body is read. */
export const assistantUsersOnly: RequestHandler = (req, _res, next) => {
  if (!canUseAssistant(requireViewer(req))) {
    throw forbidden(ERROR_CODES.assistantOnly, errorTextIn('en', ERROR_CODES.assistantOnly));
  }
  next();
};
