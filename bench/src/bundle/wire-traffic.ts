import type { CDPSession } from 'playwright-core';

/** Page files (not API or socket traffic) fetched over the network so far, and their bytes. */
export interface WireTraffic {
  requests: number;
  /** Bytes on the wire: compressed bodies and headers, as the browser received them. */
  bytes: number;
}

function isPageFile(url: string): boolean {
  const { pathname } = new URL(url);
  return !pathname.startsWith('/api/') && !pathname.startsWith('/socket.io/');
}

/**
 * Counts, from now on, the page's files that went to the network (revalidations included); files
 * the HTTP cache served are left out. Reads the DevTools protocol's events on `cdp`, whose
 * `Network` domain must be enabled.
 */
export function watchWireTraffic(cdp: CDPSession): () => WireTraffic {
  const pageFiles = new Set<string>();
  const traffic: WireTraffic = { requests: 0, bytes: 0 };
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (isPageFile(request.url)) pageFiles.add(requestId);
  });
  // Memory-cache hits, then disk-cache hits (a revalidated file, 304, did go to the network).
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    pageFiles.delete(requestId);
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) pageFiles.delete(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!pageFiles.delete(requestId)) return;
    traffic.requests += 1;
    traffic.bytes += encodedDataLength;
  });
  return () => ({ ...traffic });
}
