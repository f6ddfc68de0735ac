// Server suites migrate and seed a real database per file; on a busy 2-core machine (other
// processes keeping both cores busy) that alone took over 30 s, and jest's limit also bounds
// beforeAll hooks. The limit only catches a hang, so it is far above any honest run. (`testTimeout`
// in a project entry is ignored by jest: it is a global option, so the project sets it here.)
jest.setTimeout(120_000);
