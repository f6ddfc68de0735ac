// A child process for the concurrency test: publishes one remote's builds one after the other,
// each from its own folder, as a person running `npm run remote -- publish` repeatedly would.
// Run as `node -r ./source-loader.cjs publish-series.ts '<json PublishSeries>'`.
import { publishRemote } from '../releases/publish-remote';

export interface PublishSeries {
  container: string;
  folder: string;
  buildDirs: string[];
  stateFile: string;
  releasesDir: string;
  shellManifestFile: string;
}

async function publishSeries(series: PublishSeries) {
  for (const buildDir of series.buildDirs) {
    await publishRemote({
      remote: { container: series.container, folder: series.folder, buildDir },
      stateFile: series.stateFile,
      host: { dir: series.releasesDir, baseUrl: '/releases' },
      shellManifestFile: series.shellManifestFile,
      actor: { by: `series-${process.pid}`, at: new Date().toISOString() },
    });
  }
}

publishSeries(JSON.parse(process.argv[2] ?? '{}') as PublishSeries).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
