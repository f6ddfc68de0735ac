import { calls } from '@portal/shared/contract';
import { Router } from 'express';
import { mountCall } from '../../http/mount-call';
import { builtOpenApiDocument } from '../../openapi/built-document';
import { mountOptions, type RouteDeps } from '../route-deps';

/** The API's description (OpenAPI 3.1), public: it names calls, never data. */
export function apiDescriptionRouter(deps: RouteDeps): Router {
  const router = Router();
  mountCall(router, calls.apiDescription, mountOptions(deps), async (_input, _req, res) => {
    // It changes only with a release; a browser or bot may keep it a few minutes.
    res.set('Cache-Control', 'public, max-age=300');
    return builtOpenApiDocument() as never;
  });
  return router;
}
