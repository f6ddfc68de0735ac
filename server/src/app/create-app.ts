import express, { type Express, Router } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { notFound } from '../errors/app-error';
import { authenticate } from '../http/authenticate';
import { compressionWhenAsked } from '../http/compression-when-asked';
import { errorHandler } from '../http/error-handler';
import { jsonBody } from '../http/json-body';
import { type SecurityHeadersConfig, securityHeaders } from '../http/security-headers';
import { staticFiles } from '../http/static-files';
import type { RegistryLocation } from '../releases/registry-location';
import { createServedRegistry } from '../releases/served-registry';
import { adminRouter } from '../routes/admin/router';
import { aiRouter } from '../routes/ai/router';
import { apiDescriptionRouter } from '../routes/api-description/router';
import { assignmentRouter } from '../routes/assignment/router';
import { assistantRouter } from '../routes/assistant/router';
import { attachmentsRouter } from '../routes/attachments/router';
import { auditRouter } from '../routes/audit/router';
import { bootstrapRouter } from '../routes/bootstrap/router';
import { commentsRouter } from '../routes/comments/router';
import { configRouter } from '../routes/config/router';
import { incidentsRouter } from '../routes/incidents/router';
import { readQuotaRouter } from '../routes/read-quota';
import { reviewsRouter } from '../routes/reviews/router';
import type { RouteDeps } from '../routes/route-deps';
import { publicSessionRouter, sessionRouter } from '../routes/session/router';
import { statsRouter } from '../routes/stats/router';
import { ticketsRouter } from '../routes/tickets/router';
import { tokensRouter } from '../routes/tokens/router';
import { webhooksRouter } from '../routes/webhooks/router';

export interface AppDeps extends RouteDeps {
  logger: Logger;
  portalRoot: string;
  remoteRegistry: RegistryLocation;
  trustProxy: number;
  securityHeaders: SecurityHeadersConfig;
}

const JSON_BODY_LIMIT = '64kb';

/**
 * A request's address as logged: query values may be secrets (a game launch code), so only their
 * names are kept.
 */
export function withoutQueryValues(url: string): string {
  const [path = '', query] = url.split('?', 2);
  if (query === undefined) return path;
  const names = query.split('&').map((pair) => `${pair.split('=', 1)[0]}=…`);
  return `${path}?${names.join('&')}`;
}

function apiRouter(deps: AppDeps): Router {
  const api = Router();
  api.use(jsonBody(JSON_BODY_LIMIT));
  api.use(publicSessionRouter(deps));
  api.use(apiDescriptionRouter(deps));
  api.use(authenticate(deps.viewers, deps.tokenViewers));
  api.use(readQuotaRouter(deps));
  api.use(sessionRouter(deps));
  api.use(bootstrapRouter(deps));
  api.use(ticketsRouter(deps));
  api.use(attachmentsRouter(deps));
  api.use(commentsRouter(deps));
  api.use(assignmentRouter(deps));
  api.use(reviewsRouter(deps));
  api.use(statsRouter(deps));
  api.use(adminRouter(deps));
  api.use(tokensRouter(deps));
  api.use(webhooksRouter(deps));
  api.use(auditRouter(deps));
  api.use(configRouter(deps));
  api.use(incidentsRouter(deps));
  api.use(aiRouter(deps));
  api.use(assistantRouter(deps));
  api.use(() => {
    throw notFound('route');
  });
  return api;
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy);
  // Request lines are info level. Below it pino-http would still build a logger per call only to
  // drop its line; unexpected errors are logged by the error handler at any level.
  if (deps.logger.isLevelEnabled('info')) {
    app.use(
      pinoHttp({
        logger: deps.logger,
        // One short line per request: headers stay out of the log (tokens, cookies, noise).
        serializers: {
          req: (req: { method: string; url: string }) => ({
            method: req.method,
            url: withoutQueryValues(req.url),
          }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
      }),
    );
  }
  app.use(securityHeaders(deps.securityHeaders));
  app.use(compressionWhenAsked());
  app.use('/api', apiRouter(deps));
  app.use(
    staticFiles({
      portalRoot: deps.portalRoot,
      releasesDir: deps.remoteRegistry.releasesDir,
      registry: createServedRegistry(deps.remoteRegistry, deps.logger),
    }),
  );
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler(deps.logger));
  return app;
}
