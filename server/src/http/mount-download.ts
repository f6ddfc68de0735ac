import type { Writable } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import type { CallConfig } from '@portal/shared/contract';
import type { Request, Response, Router } from 'express';
import type { FileDownload } from '../exports/file-download';
import { type CallInput, callChain, type MountOptions } from './mount-call';

class DownloadAbandoned extends Error {}

/**
 * What the file is written to: gzip at its fastest level when the client takes gzip, else the
 * response. A download can be a million rows: level 1 costs a third of the CPU of the default
 * level (6) the compression middleware uses, for a file about a quarter larger (6 times smaller
 * than the CSV rather than 8). The middleware leaves an answer that states its encoding alone.
 */
function downloadBody(req: Request, res: Response): Writable {
  if (!req.acceptsEncodings('gzip')) return res;
  res.set({ 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
  const gzip = createGzip({ level: constants.Z_BEST_SPEED });
  gzip.pipe(res);
  return gzip;
}

/**
 * Writes at the client's pace, holding one chunk at most: `body` (the response, or the gzip
 * stream piped to it, which the response slows down) says when it has room again, the response
 * when the client went away. One listener of each serves the whole download.
 */
function clientPacedWriter(
  res: Response,
  body: Writable,
): (chunk: string) => Promise<void> | undefined {
  let wake: (() => void) | undefined;
  const wakeWriter = () => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  body.on('drain', wakeWriter);
  res.on('close', wakeWriter);
  return (chunk) => {
    if (res.destroyed) throw new DownloadAbandoned('The client went away.');
    if (body.write(chunk)) return undefined;
    return new Promise((resolve, reject) => {
      wake = () => {
        if (res.destroyed) reject(new DownloadAbandoned('The client went away.'));
        else resolve();
      };
    });
  };
}

/** Writes who downloaded what (the call's path) with which filters to the audit trail. */
export type ExportRecorder = (
  req: Request,
  path: string,
  input: { params: unknown; query: unknown; body: unknown },
) => Promise<void>;

/**
 * Registers a contract call that answers with a file (`defineDownload`): `callChain` → handler →
 * the file streamed as an attachment, once `recordExport` has written the download to the audit
 * trail. The first piece is produced before the headers go out, so a failure up to there is an
 * ordinary error response; one later (headers sent) can only cut the download short, which the
 * client sees as a failed download.
 */
export function mountDownload<C extends CallConfig & { download: true }>(
  router: Router,
  call: C,
  options: Pick<MountOptions, 'before'> & { recordExport: ExportRecorder },
  handler: (input: CallInput<C>, req: Request) => Promise<FileDownload>,
): void {
  const method = call.method.toLowerCase() as 'get' | 'post';
  router[method](call.path, ...callChain(call, options.before), async (req, res) => {
    const input = res.locals.callInput as CallInput<C>;
    const file = await handler(input, req);
    const chunks = file.chunks[Symbol.asyncIterator]();
    let next = await chunks.next();
    await options.recordExport(req, call.path, input);
    res.set({
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    });
    const body = downloadBody(req, res);
    const write = clientPacedWriter(res, body);
    try {
      while (!next.done) {
        await write(next.value);
        next = await chunks.next();
      }
      body.end();
    } catch (error) {
      // Stop reading the database and compressing; a client that left needs no error, anything
      // else is logged.
      await chunks.return?.(undefined);
      if (body !== res) body.destroy();
      if (!(error instanceof DownloadAbandoned)) throw error;
    }
  });
}
