import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Response, Router } from 'express';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REMOTE_FOLDER = /^mf-[a-z0-9-]+$/;
/** Webpack's `[contenthash]` in a file name: 16 or more hex digits between dots. */
const CONTENT_HASH = /\.[0-9a-f]{16,}\./;

/**
 * Only a file named after its content never changes under its name, so only such a file is kept
 * for a year. Every other name (index.html, remoteEntry.js, mf-manifest.json, event-frame.html…)
 * is rewritten in place by the next build and must be revalidated on every load.
 */
function cacheControlFor(filePath: string): string {
  return CONTENT_HASH.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}

const staticOptions = {
  index: false,
  cacheControl: false,
  dotfiles: 'deny' as const,
  fallthrough: true,
  setHeaders: (res: Response, filePath: string) => {
    res.setHeader('Cache-Control', cacheControlFor(filePath));
  },
};

/** Client-side routes (`/ticket/12`, `/panel`) get the shell; missing files stay 404. */
function isPageRequest(method: string, urlPath: string): boolean {
  const isRead = method === 'GET' || method === 'HEAD';
  const isApiOrRemote =
    urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/remotes/');
  return isRead && !isApiOrRemote && path.extname(urlPath) === '';
}

/**
 * The shell, each remote's build and the remote registry, all read from disk at request time:
 * rebuilding one remote is served on the next reload without restarting or rebuilding the shell.
 */
export function staticFiles(portalRoot: string): Router {
  const router = Router();
  const shellDist = path.join(portalRoot, 'shell', 'dist');
  const registryFile = path.join(portalRoot, 'deploy', 'registry', 'remotes.json');

  router.get('/remotes.json', (_req, res, next) => {
    if (!fs.existsSync(registryFile)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', NO_CACHE);
    res.sendFile(registryFile);
  });

  router.use('/remotes/:folder', ((req, res, next) => {
    const folder = String(req.params.folder);
    if (!REMOTE_FOLDER.test(folder)) {
      next();
      return;
    }
    express.static(path.join(portalRoot, folder, 'dist'), staticOptions)(req, res, next);
  }) as RequestHandler<{ folder: string }>);

  router.use(express.static(shellDist, staticOptions));

  router.use((req, res, next) => {
    const indexFile = path.join(shellDist, 'index.html');
    if (!isPageRequest(req.method, req.path) || !fs.existsSync(indexFile)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', NO_CACHE);
    res.sendFile(indexFile);
  });
  return router;
}
