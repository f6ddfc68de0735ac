import {
  CLIENT_HEADER,
  CLIENT_MODES,
  ERROR_CODES,
  isClientMode,
  isGameClient,
} from '@portal/shared/contract';
import type { RequestHandler } from 'express';
import { refuse } from '../errors/app-error';

/** The front end sends its client mode in `CLIENT_HEADER`; without it the client is a browser. */
export const readClientKind: RequestHandler = (req, _res, next) => {
  const mode = req.get(CLIENT_HEADER)?.trim().toLowerCase() ?? 'browser';
  if (!isClientMode(mode)) {
    throw refuse({
      code: ERROR_CODES.unknownClient,
      params: { client: mode, modes: CLIENT_MODES.join(', ') },
    });
  }
  req.clientKind = isGameClient(mode) ? 'game' : 'web';
  next();
};
