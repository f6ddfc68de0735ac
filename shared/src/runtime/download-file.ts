import type { CallConfig } from '@portal/shared/contract';
import type { fileResponseSchema } from '@portal/shared/contract/schemas';
import type { ApiCall, CallInput } from './api';
import { fetchQuery } from './queries/query';

/** A call that answers with a file (`downloadRoute`). */
export type DownloadCall = ApiCall & { readonly download: true } & CallConfig<{
    response: typeof fileResponseSchema;
  }>;

/** The formats the admin tables export in. */
export type DownloadFormat = 'csv' | 'json';

/**
 * Asks a download call for its file and saves it as `<baseName>.<format>`, telling `onProgress`
 * the bytes received as they arrive. Quiet, so no Error dialog (SPEC §8): the caller shows its
 * own failure text when this rejects.
 */
export async function downloadFile<C extends DownloadCall>(
  call: C,
  input: CallInput<C>,
  {
    baseName,
    format,
    onProgress,
  }: {
    baseName: string;
    format: DownloadFormat | 'md';
    onProgress?: (bytesReceived: number) => void;
  },
): Promise<void> {
  const file = await fetchQuery(call, input, { quiet: true, onProgress });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${baseName}.${format}`;
  link.click();
  // Later, so the browser has started reading the file before its address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
