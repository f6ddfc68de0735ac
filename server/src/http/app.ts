import compression from 'compression';
import express, { type Express, Router } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { notFound } from '../errors/app-error';
import { assignmentRouter } from '../routes/assignment/router';
import { commentsRouter } from '../routes/comments/router';
import { reviewsRouter } from '../routes/reviews/router';
import type { RouteDeps } from '../routes/route-deps';
import { publicSessionRouter, sessionRouter } from '../routes/session/router';
import { statsRouter } from '../routes/stats/router';
import { ticketsRouter } from '../routes/tickets/router';
import { authenticate, type ViewerResolver } from './authenticate';
import { errorHandler } from './error-handler';
import { staticFiles } from './static-files';

export interface AppDeps extends RouteDeps {
  logger: Logger;
  viewers: ViewerResolver;
  portalRoot: string;
  trustProxy: number;
}

const JSON_BODY_LIMIT = '64kb';

function apiRouter(deps: AppDeps): Router {
  const api = Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(publicSessionRouter(deps));
  api.use(authenticate(deps.viewers));
  api.use(sessionRouter(deps));
  api.use(ticketsRouter(deps));
  api.use(commentsRouter(deps));
  api.use(assignmentRouter(deps));
  api.use(reviewsRouter(deps));
  api.use(statsRouter(deps));
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
          req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
      }),
    );
  }
  app.use(compression());
  app.use('/api', apiRouter(deps));
  app.use(staticFiles(deps.portalRoot));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler(deps.logger));
  return app;
}
