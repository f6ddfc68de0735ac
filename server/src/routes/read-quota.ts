import { type CallConfig, calls } from '@portal/shared/contract';
import { Router } from 'express';
import { quotaPerCaller } from '../rate-limits/quota-middleware';
import type { RouteDeps } from './route-deps';

/** The calls that only read but are sent as POST (`reads` in the contract). */
const readsSentAsPost = (Object.values(calls) as CallConfig[]).filter(
  (call) => call.method === 'POST' && call.reads,
);

/**
 * Counts every authenticated read (any GET, and the calls above) against the caller's budget,
 * before its router runs: one account or token flooding the lists slows only itself.
 */
export function readQuotaRouter(deps: RouteDeps): Router {
  const router = Router();
  const quota = quotaPerCaller(deps.limits.readsPerAccount);
  router.use((req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? quota(req, res, next) : next(),
  );
  router.post(
    readsSentAsPost.map((call) => call.path),
    quota,
  );
  return router;
}
