import type { RequestHandler } from 'express';
import { validationFailed } from '../errors/app-error';
import type { ClientKind } from '../services/tickets/ticket-rules';

/**
 * The front end tells which client it runs in (its client mode) in this header. The website is
 * `browser` (the default when absent); the in-game browser, the launcher and the game-client
 * embed are game clients and are offered the in-game groups.
 */
export const CLIENT_HEADER = 'x-portal-client';
const CLIENT_MODES: Record<string, ClientKind> = {
  browser: 'web',
  ingame: 'game',
  launcher: 'game',
  embed: 'game',
};

export const readClientKind: RequestHandler = (req, _res, next) => {
  const mode = req.get(CLIENT_HEADER)?.trim().toLowerCase() ?? 'browser';
  const kind = CLIENT_MODES[mode];
  if (!kind) {
    throw validationFailed(
      `Unknown client "${mode}" in ${CLIENT_HEADER}; use browser, ingame, launcher or embed.`,
    );
  }
  req.clientKind = kind;
  next();
};
