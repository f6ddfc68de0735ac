import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Compresses answers for clients that ask for it. Behind nginx none do: the proxy compresses in C
 * and asks the instances for no encoding (deploy/nginx), and the middleware's hooks on every
 * answer were about 1.5% of an instance's CPU under the load mix. The answer still varies on
 * `Accept-Encoding`, so a cache never hands an uncompressed copy's headers to a client that asked.
 */
export function compressionWhenAsked(): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (req.headers['accept-encoding']) {
      compress(req, res, next);
      return;
    }
    res.vary('Accept-Encoding');
    next();
  };
}
