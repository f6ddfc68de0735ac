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

/**
 * Writes at the client's pace, holding one chunk at most. One `drain` and one `close` listener
 * serve the whole download: with compression, `res.on('drain')` lands on the gzip stream and
 * `res.off` never reaches it, so a listener per wait would pile up there (thousands in a big file).
 */
function clientPacedWriter(res: Response): (chunk: string) => Promise<void> | undefined {
  let wake: (() => void) | undefined;
  const wakeWriter = () => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  res.on('drain', wakeWriter);
  res.on('close', wakeWriter);
  return (chunk) => {
    if (res.destroyed) throw new DownloadAbandoned('The client went away.');
    if (res.write(chunk)) return undefined;
    return new Promise((resolve, reject) => {
      wake = () => {
        if (res.destroyed) reject(new DownloadAbandoned('The client went away.'));
        else resolve();
      };
    });
  };
}

/**
 * Registers a contract call that answers with a file (`defineDownload`): `callChain` → handler →
 * the file streamed as an attachment. The first piece is produced before the headers go out, so a
 * failure up to there is an ordinary error response; one later (headers sent) can only cut the
 * download short, which the client sees as a failed download.
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
    const write = clientPacedWriter(res);
    try {
      while (!next.done) {
        await write(next.value);
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
