import { writeFileSync } from 'node:fs';
import { BUILT_DOCUMENT_PATH, serverVersion } from './built-document';
import { openApiDocument } from './openapi-document';

// Run by the server's build, once the sources are compiled: `node dist/openapi/write-openapi-document.js`.
writeFileSync(BUILT_DOCUMENT_PATH, `${JSON.stringify(openApiDocument(serverVersion()))}\n`);
