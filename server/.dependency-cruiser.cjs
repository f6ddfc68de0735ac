// `npm run lint` checks the server's import structure with dependency-cruiser: imports point
// down the layers below, never up, and never in a circle. Known violations still to fix are in
// `.dependency-cruiser-known-violations.json` (regenerate it only after fixing one:
// `npx depcruise-baseline src --config .dependency-cruiser.cjs` from server/).

/** Top to bottom: a layer imports only the layers below it (and itself). */
const LAYERS = [
  // What starts the server and puts it together (create-app.ts mounts every router).
  ['app', '^src/main[.]ts$|^src/app/'],
  // What answers a request or a socket: routers and the live channel.
  ['routes', '^src/(routes|live)/'],
  ['middleware', '^src/http/|^src/rate-limits/quota-middleware[.]ts$'],
  ['services', '^src/(services|exports|seed|openapi)/'],
  ['presenters', '^src/presenters/'],
  // What every layer above knows of a ticket and its viewer.
  ['domain', '^src/domain/'],
  // SQL lives here and below only.
  ['repositories', '^src/repositories/'],
  [
    'foundation',
    '^src/(db|errors|identity|config|redis|releases)/|^src/rate-limits/rate-limits[.]ts$',
  ],
];

const upward = LAYERS.flatMap(([lower, lowerPath], index) =>
  index === 0
    ? []
    : [
        {
          name: `no-upward-from-${lower}`,
          comment: `${lower} imports only the layers below it`,
          severity: 'error',
          from: { path: lowerPath, pathNot: LAYERS[0][1] },
          to: {
            path: LAYERS.slice(0, index)
              .map(([, path]) => `(${path})`)
              .join('|'),
          },
        },
      ],
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'sql-only-in-repositories',
      comment:
        'above the repositories, kysely is used for its types only (a query runs in a repository)',
      severity: 'error',
      from: { path: '^src/(routes|live|http|services|exports|presenters|domain)/' },
      to: { path: 'node_modules/kysely/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'modules that import each other, directly or through others',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^src/|node_modules/kysely/',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(__tests__|[.]test[.]ts$|^src/testing/)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
