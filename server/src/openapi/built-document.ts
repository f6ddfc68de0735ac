import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from './openapi-document';

/** Where `npm run build` writes the document: `dist/openapi.json`, beside the compiled server. */
export const BUILT_DOCUMENT_PATH = path.join(__dirname, '..', 'openapi.json');

/** The server package's version, the document's `info.version`. */
export function serverVersion(): string {
  const manifest: unknown = JSON.parse(
    readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'),
  );
  return (manifest as { version: string }).version;
}

let document: Record<string, unknown> | undefined;

/**
 * The document as built; generating it takes about 0.3 s, so a server run from its sources
 * (tests, development) generates it once, when first asked.
 */
export function builtOpenApiDocument(): Record<string, unknown> {
  document ??= existsSync(BUILT_DOCUMENT_PATH)
    ? (JSON.parse(readFileSync(BUILT_DOCUMENT_PATH, 'utf8')) as Record<string, unknown>)
    : (openApiDocument(serverVersion()) as unknown as Record<string, unknown>);
  return document;
}
