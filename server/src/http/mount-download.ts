import type { CallConfig } from '@portal/shared/contract';
import type { Request, Response, Router } from 'express';
import { type CallInput, callChain, type MountOptions } from './mount-call';

/** A file an export answers with, produced a piece at a time. */
export interface FileDownload {
  filename: string;
  contentType: string;
  chunks: AsyncIterable<string>;
}

class DownloadAbandoned extends Error {}

function writeAtClientPace(res: Response, chunk: string): Promise<void> | undefined {
  if (res.destroyed) throw new DownloadAbandoned('The client went away.');
  if (res.write(chunk)) return undefined;
  // The client (or the network) is slower than the database: wait, holding one chunk at most.
  return new Promise((resolve, reject) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      if (res.destroyed) reject(new DownloadAbandoned('The client went away.'));
      else resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Registers a contract call that answers with a file (`defineDownload`): `callChain` → handler → the file streamed as an attachment. The first piece is produced before
 * the headers go out, so a failure up to there is an ordinary error response; one later (headers
 * sent) can only cut the download short, which the client sees as a failed download.
 */
export function mountDownload<C extends CallConfig & { download: true }>(
  router: Router,
  call: C,
  options: Pick<MountOptions, 'before'>,
  handler: (input: CallInput<C>, req: Request) => Promise<FileDownload>,
): void {
  const method = call.method.toLowerCase() as 'get' | 'post';
  router[method](call.path, ...callChain(call, options.before), async (req, res) => {
    const file = await handler(res.locals.callInput as CallInput<C>, req);
    const chunks = file.chunks[Symbol.asyncIterator]();
    let next = await chunks.next();
    res.set({
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    });
    try {
      while (!next.done) {
        await writeAtClientPace(res, next.value);
        next = await chunks.next();
      }
      res.end();
    } catch (error) {
      // Stop reading the database; a client that left needs no error, anything else is logged.
      await chunks.return?.(undefined);
      if (!(error instanceof DownloadAbandoned)) throw error;
    }
  });
}
