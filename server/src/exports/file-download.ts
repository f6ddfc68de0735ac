/** A file an export answers with, produced a piece at a time (`http/mount-download` sends it). */
export interface FileDownload {
  filename: string;
  contentType: string;
  chunks: AsyncIterable<string>;
}
