require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// Front-end suites must hold on a busy 2-core machine (issue 29.3): the limits below only catch a
// hang, never how fast the machine renders. `findBy…`/`waitFor` give up after 1 s by default,
// which a render under full CPU load can take; a test's own 5 s default was passed by typing.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

// jsdom has no TextEncoder/TextDecoder, which react-router needs as soon as it is imported.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
