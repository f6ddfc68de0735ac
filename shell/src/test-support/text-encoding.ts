// jsdom has no TextEncoder/TextDecoder, which react-router needs at import time: import this first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
