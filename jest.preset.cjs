// One jest set-up for every workspace: swc transpiles TypeScript, @portal/shared resolves to source.
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages (or ESM-only entry points, lucide-react's per-icon `icons/*`) that jest's
// CommonJS runtime must have transpiled.
const esmPackages = [
  'jose',
  'kysely-pglite-dialect',
  'lucide-react',
  'openid-client',
  'oauth4webapi',
  '@seriousme/openapi-schema-validator',
].join('|');

/**
 * @param {string} name workspace folder @param {'node'|'jsdom'} environment
 * @param {object} [extra] more project options (e.g. `globals`)
 */
function workspaceProject(name, environment, extra = {}) {
  const rootDir = path.join(__dirname, name);
  return {
    displayName: name,
    rootDir,
    testEnvironment: environment,
    transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
    moduleNameMapper: {
      '^@portal/shared/(.*)$': path.join(__dirname, 'shared/src/$1'),
      '^@portal/ui/styles.css$': path.join(__dirname, 'jest.style-stub.cjs'),
      // The kit's test helpers (`expectAccessible`), for the front ends' component tests.
      '^@portal/ui/testing/(.*)$': path.join(__dirname, 'ui/src/testing/$1'),
      '^@portal/ui/(.*)$': path.join(__dirname, 'ui/src/$1/$1'),
      '\\.css$': path.join(__dirname, 'jest.style-stub.cjs'),
    },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [
      path.join(__dirname, environment === 'jsdom' ? 'jest.dom-setup.cjs' : 'jest.node-setup.cjs'),
    ],
    ...extra,
  };
}

module.exports = { workspaceProject };
