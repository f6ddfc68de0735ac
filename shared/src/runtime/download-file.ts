import type { z } from 'zod';
import type { ApiCall, CallInput } from './api';
import { fetchQuery } from './queries/query';

/** A call that answers with a file (`defineDownload`): its response is the file's text. */
export type DownloadCall = ApiCall & { readonly download: true; readonly response: z.ZodString };

export type DownloadFormat = 'csv' | 'json';

const MIME_TYPES: Record<DownloadFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
};

/**
 * Asks a download call for its file and saves it as `<baseName>.<format>`. Quiet, so no Error
 * dialog (SPEC §8): the caller shows its own failure text when this rejects.
 */
export async function downloadFile<C extends DownloadCall>(
  call: C,
  input: CallInput<C>,
  { baseName, format }: { baseName: string; format: DownloadFormat },
): Promise<void> {
  const text = await fetchQuery(call, input, { quiet: true });
  const url = URL.createObjectURL(new Blob([text], { type: MIME_TYPES[format] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${baseName}.${format}`;
  link.click();
  // Later, so the browser has started reading the file before its address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
