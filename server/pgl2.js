const { PGlite } = require('@electric-sql/pglite');
const fs = require('fs');
(async () => {
  const f = fs.readdirSync('/tmp').find(n => /^portal-test-pglite-.*\.tar$/.test(n));
  const buf = fs.readFileSync('/tmp/' + f);
  const a = new PGlite({ loadDataDir: new Blob([buf]) }); await a.waitReady;
  let t = performance.now();
  const gz = await a.dumpDataDir('gzip');
  console.log('gzip dump', (performance.now()-t).toFixed(0), 'ms', gz.size, 'vs', buf.length);
  for (const [name, blob] of [['tar', new Blob([buf])], ['gz', gz], ['tar', new Blob([buf])], ['gz', gz]]) {
    t = performance.now();
    const c = new PGlite({ loadDataDir: blob }); await c.waitReady;
    console.log(name, (performance.now()-t).toFixed(0), 'ms');
    await c.close();
  }
})();
