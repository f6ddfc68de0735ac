require('@testing-library/jest-dom');

// jsdom has no TextEncoder/TextDecoder, which react-router needs as soon as it is imported.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
