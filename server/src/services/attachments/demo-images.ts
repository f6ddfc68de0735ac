import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteImage } from './fetch-remote-image';
import { imageTypeOf } from './image-signature';
import { isLoopbackAddress } from './public-address';

/** Where the portal serves the demo community's attachment images, on its own origin. */
export const DEMO_IMAGES_PATH = '/demo-images';
/** The images themselves, shipped with the server (`server/demo-images/`, beside `src` and `dist`). */
export const DEMO_IMAGES_DIR = path.resolve(__dirname, '../../../demo-images');
/** The portal as `npm start` serves it: the demo's addresses work offline, on this machine. */
const DEMO_IMAGE_ORIGIN = 'http://localhost:8080';
const DEMO_IMAGE_NAME = /^[a-z0-9-]+\.(png|jpg|gif)$/;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The address the demo seed gives one of its images. */
export function demoImageAddress(fileName: string): string {
  return `${DEMO_IMAGE_ORIGIN}${DEMO_IMAGES_PATH}/${fileName}`;
}

/**
 * The shipped file an address names when it is one of the portal's own demo images: its path
 * under `DEMO_IMAGES_PATH` on a loopback host (any port, so a portal started on another port still
 * shows them). Such an address is read from disk, never fetched; the network rules never open
 * loopback to anything else.
 */
function demoImageFile(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  const hostIsLoopback = LOOPBACK_NAMES.has(url.hostname) || isLoopbackAddress(url.hostname);
  if (url.protocol !== 'http:' || !hostIsLoopback) return undefined;
  const prefix = `${DEMO_IMAGES_PATH}/`;
  if (!url.pathname.startsWith(prefix)) return undefined;
  const name = url.pathname.slice(prefix.length);
  return DEMO_IMAGE_NAME.test(name) ? path.join(DEMO_IMAGES_DIR, name) : undefined;
}

/** One of the demo's own images, or undefined when the address names none (then it is fetched). */
export async function readDemoImage(address: string): Promise<RemoteImage | undefined> {
  const file = demoImageFile(address);
  if (!file) return undefined;
  const bytes = await readFile(file).catch(() => undefined);
  const contentType = bytes && imageTypeOf(bytes);
  return bytes && contentType ? { contentType, bytes } : undefined;
}
