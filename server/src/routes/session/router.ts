import { calls, SSO_PAGES } from '@portal/shared/contract';
import { type Request, Router } from 'express';
import { mountCall } from '../../http/mount-call';
import { mountDownload } from '../../http/mount-download';
import { requireSessionViewer, requireViewer } from '../../http/request-context';
import {
  clearSsoStateCookie,
  readSsoStateCookie,
  setSsoStateCookie,
} from '../../http/sso-state-cookie';
import { clientAddress } from '../../rate-limits/client-address';
import { failureQuota } from '../../rate-limits/quota-middleware';
import { exportOwnData } from '../../services/privacy/export-own-data';
import { exchangeLaunchCode, getOwnAccount } from '../../services/session/launch-session';
import {
  hashesOnline,
  importantHashes,
  serverImage,
  urlFrame,
} from '../../services/session/reference-data';
import { getGroups, getPower, getRoles, logIn } from '../../services/session/session-service';
import { logOut } from '../../services/session/sessions';
import {
  finishSsoSignIn,
  ssoEndSessionUrl,
  startSsoSignIn,
} from '../../services/session/sso-session';
import { exportRecorder, mountOptions, type RouteDeps } from '../route-deps';

/** The name a login tries, as accounts are looked up (any case, no surrounding spaces). */
function loginName(req: Request): string | undefined {
  const username: unknown = req.body?.username;
  return typeof username === 'string' ? `name:${username.trim().toLowerCase()}` : undefined;
}

/** That name tried from this client address (an address never holds the separator). */
function loginNameFromAddress(req: Request): string | undefined {
  const name = loginName(req);
  const address = clientAddress(req);
  return name === undefined || address === undefined ? undefined : `${name}|from:${address}`;
}

/** Calls that work without a session: health, the login URL and the login itself. */
export function publicSessionRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = mountOptions(deps);
  const nameFromAddress = {
    limit: deps.limits.failedLoginsPerAccountAndAddress,
    key: loginNameFromAddress,
  };
  // No count keyed by the name alone refuses an address that never failed on it: anyone could
  // then lock the account's owner out by failing on purpose.
  const loginLimit = failureQuota([
    { ...nameFromAddress, forgetOnSuccess: true },
    { limit: deps.limits.failedLoginsPerAddress, key: clientAddress },
    { limit: deps.limits.failedLoginsPerAccount, key: loginName, unlessClean: nameFromAddress },
  ]);
  // In-game sign-ins count apart: a player mistyping a password must not block the game's codes.
  // The code names its account only once verified, so failures count per address alone.
  const launchLimit = failureQuota([
    { limit: deps.limits.failedLaunchesPerAddress, key: clientAddress },
  ]);
  mountCall(router, calls.health, options, async () => ({
    status: 'ok' as const,
    ...(deps.config.instanceName ? { instance: deps.config.instanceName } : {}),
    ...(deps.redisReachable
      ? { redis: deps.redisReachable() ? ('reachable' as const) : ('unreachable' as const) }
      : {}),
  }));
  mountCall(router, calls.login, options, async () => ({
    loginURL: deps.config.loginUrl,
    ...(deps.sso ? { sso: { name: deps.sso.config.providerName, url: SSO_PAGES.start } } : {}),
  }));
  mountCall(router, calls.authLogin, { ...options, before: [loginLimit] }, ({ body }) =>
    logIn(deps.services, deps.tokens, body.username, body.password),
  );
  // The state cookie is Secure whenever the portal is reached over https.
  const secureCookie = deps.sso?.config.redirectUrl.startsWith('https:') ?? false;
  mountCall(router, calls.ssoStart, options, async (_input, _req, res) => {
    const { url, sealedState } = await startSsoSignIn(deps.sso);
    setSsoStateCookie(res, sealedState, deps.sso?.config.stateTtlSeconds ?? 0, secureCookie);
    return { url };
  });
  // Failed answers count like failed launch codes: per address, apart from password sign-ins.
  mountCall(
    router,
    calls.ssoCallback,
    { ...options, before: [launchLimit] },
    ({ body }, req, res) => {
      // A state is used once, whatever the outcome.
      clearSsoStateCookie(res, secureCookie);
      return finishSsoSignIn(
        deps.services,
        deps.tokens,
        deps.sso,
        readSsoStateCookie(req),
        body.search,
      );
    },
  );
  mountCall(router, calls.tokenFrame, { ...options, before: [launchLimit] }, ({ query }) =>
    exchangeLaunchCode(deps.services, deps.tokens, deps.config.launchCodeSecret, query.code),
  );
  return router;
}

/** Reference data for a logged-in viewer. */
export function sessionRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = mountOptions(deps);
  mountCall(router, calls.userPower, options, ({ params }, req) =>
    getPower(deps.services, requireViewer(req), params.id),
  );
  mountCall(router, calls.lang, options, async () => ({ lang: deps.config.defaultLang }));
  mountCall(router, calls.groups, options, (_input, req) =>
    getGroups(deps.services, requireViewer(req)),
  );
  mountCall(router, calls.roles, options, () => getRoles(deps.services));
  mountCall(router, calls.logout, options, async (_input, req) => {
    const viewer = requireSessionViewer(req);
    const ended = await logOut(deps.services, deps.viewers, viewer);
    // Asked after the session ended: the portal's logout never waits on the provider to succeed.
    const endSessionURL = await ssoEndSessionUrl(deps.services, deps.sso, viewer);
    return endSessionURL ? { ...ended, endSessionURL } : ended;
  });
  mountCall(router, calls.me, options, (_input, req) =>
    getOwnAccount(deps.services, requireViewer(req)),
  );
  mountDownload(
    router,
    calls.exportMyData,
    { recordExport: exportRecorder(deps) },
    async (_input, req) => exportOwnData(deps.services, requireViewer(req)),
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
