// jsdom lacks TextEncoder/TextDecoder, which react-router 7 uses when it loads.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
