import type { ErrorCode } from '@portal/shared/contract';
import type { RequestHandler } from 'express';
import { refuse } from '../errors/app-error';
import { requireViewer } from './request-context';

/**
 * A router's calls refuse anyone the contract's power rule does not allow, first: before their
 * body is validated or any query runs (403 with the rule's code), so a malformed request tells
 * them nothing either.
 */
export function powerGate(
  allows: (viewer: { power: number }) => boolean,
  code: ErrorCode,
): RequestHandler {
  return (req, _res, next) => {
    if (!allows(requireViewer(req))) throw refuse({ code });
    next();
  };
}
