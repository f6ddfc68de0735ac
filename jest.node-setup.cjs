// Server suites migrate a real database per file; on a busy 2-core machine that alone can take
// longer than jest's 5 s default, which also bounds beforeAll hooks. (`testTimeout` in a project
// entry is ignored by jest: it is a global option, so the project sets it here.)
jest.setTimeout(30_000);
