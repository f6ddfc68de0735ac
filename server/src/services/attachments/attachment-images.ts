import { LRUCache } from 'lru-cache';
import { AppError } from '../../errors/app-error';
import { readDemoImage } from './demo-images';
import { fetchRemoteImage, type RemoteImage, type RemoteImageRules } from './fetch-remote-image';
import { isLoopbackAddress, isPublicAddress } from './public-address';

/** One fetch: at most 8 MiB, 8 seconds for all of it, 3 redirects. */
const FETCH_LIMITS = { maxBytes: 8 * 1024 * 1024, timeoutMs: 8_000, maxRedirects: 3 };
/** How long an image is reused, here and in the viewer's browser. */
export const ATTACHMENT_IMAGE_CACHE_SECONDS = 300;
/** A refusal is remembered briefly, so a slow or broken site is not asked on every open. */
const REFUSAL_CACHE_MS = 30_000;
const CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** Tests only: `createPortalServer` is given these by the tests, never by the environment. */
export interface AttachmentFetchTestOptions {
  /** Origins (`http://127.0.0.1:PORT`) of the test's own image servers, reached on loopback. */
  loopbackOrigins: readonly string[];
  timeoutMs?: number;
}

export interface AttachmentImages {
  /** The image at `address`; an AppError when it is refused or cannot be had. */
  get(address: string): Promise<RemoteImage>;
}

type Outcome = { image: RemoteImage } | { refusal: AppError };

function fetchRules(testOptions: AttachmentFetchTestOptions | undefined): RemoteImageRules {
  const loopbackOrigins = new Set(testOptions?.loopbackOrigins ?? []);
  return {
    ...FETCH_LIMITS,
    timeoutMs: testOptions?.timeoutMs ?? FETCH_LIMITS.timeoutMs,
    mayConnect: (url, address) =>
      isPublicAddress(address) || (loopbackOrigins.has(url.origin) && isLoopbackAddress(address)),
  };
}

/**
 * Attachment images fetched by the portal and kept a few minutes per address (64 MiB in all):
 * every viewer of a ticket gets the same bytes, and simultaneous requests share one fetch.
 */
export function createAttachmentImages(testOptions?: AttachmentFetchTestOptions): AttachmentImages {
  const rules = fetchRules(testOptions);
  const cache = new LRUCache<string, Outcome>({
    maxSize: CACHE_MAX_BYTES,
    sizeCalculation: (outcome) => ('image' in outcome ? outcome.image.bytes.length : 1),
    ttl: ATTACHMENT_IMAGE_CACHE_SECONDS * 1000,
    fetchMethod: async (address, _stale, { options }) => {
      try {
        const own = await readDemoImage(address);
        return { image: own ?? (await fetchRemoteImage(address, rules)) };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        options.ttl = REFUSAL_CACHE_MS;
        return { refusal: error };
      }
    },
  });
  return {
    async get(address) {
      const outcome = await cache.fetch(address);
      if (!outcome) throw new Error(`No outcome for attachment ${address}`);
      if ('refusal' in outcome) throw outcome.refusal;
      return outcome.image;
    },
  };
}
