import path from 'node:path';
import { REMOTE_REGISTRY_URL } from '@portal/shared/contract';
import express, { type RequestHandler, type Response, Router } from 'express';
import { RELEASES_URL_PATH } from '../releases/registry-location';
import { RELEASE_VERSION } from '../releases/release-content';
import type { ServedRegistry } from '../releases/served-registry';
import { DEMO_IMAGES_DIR, DEMO_IMAGES_PATH } from '../services/attachments/demo-images';
import { createFirstScreenPage, REMOTE_FOLDER } from './first-screen-page';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SERVED_PREFIXES = ['/api/', '/remotes/', `${RELEASES_URL_PATH}/`];
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
    urlPath === '/api' || SERVED_PREFIXES.some((prefix) => urlPath.startsWith(prefix));
  return isRead && !isApiOrRemote && path.extname(urlPath) === '';
}

export interface StaticFilesOptions {
  portalRoot: string;
  /** Published releases (`<folder>/<version>/`), served at `/releases/`. */
  releasesDir: string;
  /** `/remotes.json`: the default lines with the registry's pointers over them. */
  registry: ServedRegistry;
}

/** Lets the page's own inline scripts (named by their hash) run, and no other. */
function allowInlineScripts(res: Response, hashes: string[]): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string' || hashes.length === 0) return;
  const allowed = hashes.map((hash) => `'sha256-${hash}'`).join(' ');
  res.setHeader(
    'Content-Security-Policy',
    policy.replace(/(^|;)\s*script-src\b/, (directive) => `${directive} ${allowed}`),
  );
}

/** `express.static` for one folder chosen by the path, once its names are checked. */
function servedFolder(
  isValid: (params: Record<string, string>) => boolean,
  folderOf: (params: Record<string, string>) => string,
): RequestHandler {
  return (req, res, next) => {
    const params = req.params as Record<string, string>;
    if (!isValid(params)) {
      next();
      return;
    }
    express.static(folderOf(params), staticOptions)(req, res, next);
  };
}

/**
 * The shell, each remote's build, the published releases and the remote registry, all read from
 * disk at request time: rebuilding one remote, or publishing or rolling back a release, is served
 * on the next request without restarting or rebuilding the shell. A page (the shell's index for
 * client routes) names its first screen's files (`first-screen-page.ts`).
 */
export function staticFiles({ portalRoot, releasesDir, registry }: StaticFilesOptions): Router {
  const router = Router();
  const shellDist = path.join(portalRoot, 'shell', 'dist');

  router.get(REMOTE_REGISTRY_URL, (_req, res, next) => {
    registry.lines().then((lines) => {
      if (!lines) {
        next();
        return;
      }
      res.setHeader('Cache-Control', NO_CACHE);
      res.json(lines);
    }, next);
  });

  router.use(
    '/remotes/:folder',
    servedFolder(
      ({ folder = '' }) => REMOTE_FOLDER.test(folder),
      ({ folder = '' }) => path.join(portalRoot, folder, 'dist'),
    ),
  );

  // A release never changes under its address, but its manifest and remoteEntry.js keep the same
  // rules as the build in place: only names that carry their content's hash are kept.
  router.use(
    `${RELEASES_URL_PATH}/:folder/:version`,
    servedFolder(
      ({ folder = '', version = '' }) =>
        REMOTE_FOLDER.test(folder) && RELEASE_VERSION.test(version),
      ({ folder = '', version = '' }) => path.join(releasesDir, folder, version),
    ),
  );

  // The demo community's attachment images, on the portal's own origin (`services/attachments`).
  router.use(DEMO_IMAGES_PATH, express.static(DEMO_IMAGES_DIR, staticOptions));
  router.use(express.static(shellDist, staticOptions));

  // Never kept by a cache: it names the registry's current releases.
  const firstScreenPage = createFirstScreenPage({ portalRoot, releasesDir, registry });
  router.use((req, res, next) => {
    if (!isPageRequest(req.method, req.path)) {
      next();
      return;
    }
    firstScreenPage(req.path).then((page) => {
      if (!page) {
        next();
        return;
      }
      res.setHeader('Cache-Control', NO_CACHE);
      allowInlineScripts(res, page.scriptHashes);
      res.type('html').send(page.html);
    }, next);
  });
  return router;
}
