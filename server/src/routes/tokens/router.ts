import { calls, GRANTABLE_ENDPOINTS } from '@portal/shared/contract';
import { Router } from 'express';
import { adminsOnly } from '../../http/admins-only';
import { mountCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import {
  createToken,
  deleteToken,
  listTokens,
  refuseSecretAgain,
  setTokenActive,
} from '../../services/tokens/manage-tokens';
import { mountOptions, type RouteDeps } from '../route-deps';

/** Access tokens (SPEC §6, §7): admins only (power ≥ 100); the rules are in `services/tokens/`. */
export function tokensRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = { ...mountOptions(deps), before: [adminsOnly] };
  mountCall(router, calls.listTokens, options, () => listTokens(deps.services));
  mountCall(router, calls.tokenEndpoints, options, async () => [...GRANTABLE_ENDPOINTS]);
  mountCall(router, calls.createToken, options, ({ body }, req) =>
    createToken(deps.services, requireViewer(req), body),
  );
  mountCall(router, calls.tokenJwt, options, ({ params }) =>
    refuseSecretAgain(deps.services, params.id),
  );
  mountCall(router, calls.deactivateToken, options, ({ body }, req) =>
    setTokenActive(deps.services, requireViewer(req), body.tokenId, false),
  );
  mountCall(router, calls.activateToken, options, ({ body }, req) =>
    setTokenActive(deps.services, requireViewer(req), body.tokenId, true),
  );
  mountCall(router, calls.deleteToken, options, ({ body }, req) =>
    deleteToken(deps.services, requireViewer(req), body.tokenId),
  );
  return router;
}
