import { calls, ERROR_CODES } from '@portal/shared/contract';
import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { AppError } from '../../errors/app-error';
import { mountCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import { exchangeLaunchCode, getOwnAccount } from '../../services/session/launch-session';
import {
  hashesOnline,
  importantHashes,
  serverImage,
  urlFrame,
} from '../../services/session/reference-data';
import { getGroups, getPower, getRoles, logIn } from '../../services/session/session-service';
import { mountOptions, type RouteDeps } from '../route-deps';

const LOGIN_WINDOW_MS = 15 * 60_000;

/** Calls that work without a session: health, the login URL and the login itself. */
export function publicSessionRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = mountOptions(deps);
  const loginLimit = rateLimit({
    windowMs: LOGIN_WINDOW_MS,
    limit: deps.config.loginRateLimit,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) =>
      next(
        new AppError(
          429,
          ERROR_CODES.rateLimited,
          'Too many failed logins. Wait a few minutes and try again.',
        ),
      ),
  });
  mountCall(router, calls.health, options, async () => ({ status: 'ok' as const }));
  mountCall(router, calls.login, options, async () => ({ loginURL: deps.config.loginUrl }));
  mountCall(router, calls.authLogin, { ...options, before: [loginLimit] }, ({ body }) =>
    logIn(deps.services, deps.tokens, body.username, body.password),
  );
  mountCall(router, calls.tokenFrame, { ...options, before: [loginLimit] }, ({ query }) =>
    exchangeLaunchCode(deps.services, deps.tokens, deps.config.launchCodeSecret, query.code),
  );
  return router;
}

/** Reference data for a logged-in viewer. */
export function sessionRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = mountOptions(deps);
  mountCall(router, calls.userPower, options, ({ params }) => getPower(deps.services, params.id));
  mountCall(router, calls.lang, options, async () => ({ lang: deps.config.defaultLang }));
  mountCall(router, calls.groups, options, (_input, req) =>
    getGroups(deps.services, requireViewer(req)),
  );
  mountCall(router, calls.roles, options, () => getRoles(deps.services));
  mountCall(router, calls.me, options, (_input, req) =>
    getOwnAccount(deps.services, requireViewer(req)),
  );
  mountCall(router, calls.hashesOnline, options, (_input, req) =>
    hashesOnline(deps.services, requireViewer(req)),
  );
  mountCall(router, calls.importantHashes, options, (_input, req) =>
    importantHashes(deps.services, requireViewer(req)),
  );
  mountCall(router, calls.serverImage, options, () => serverImage(deps.services));
  mountCall(router, calls.getUrlFrame, options, () => urlFrame(deps.services));
  return router;
}
