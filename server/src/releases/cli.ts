import { parseArgs } from 'node:util';
import { ConfigError, parseEnv } from '../config/env';
import {
  type CommandContext,
  listCommand,
  publishCommand,
  rollbackCommand,
  UsageError,
} from './cli-commands';
import { portalRemotes } from './portal-remotes';
import { registryLocation } from './registry-location';
import { ReleaseRefusal } from './release-refusal';

const USAGE = `Usage: npm run remote -- <command>

  publish <remote> [--from <dir>] [--by <who>] [--to <dir> --base-url <url>] [--shell-manifest <file>]
      Checks <remote>'s build (its dist/, or the build in --from) against the shared libraries the shell provides, stores it as a
      release named by its content and points /remotes.json at it. --to/--base-url: store it in
      a static host's folder whose files are served at that address instead of the portal's
      releases (served at /releases/).
  rollback <remote> [<version>] [--by <who>]
      Points <remote> back at the release published before the current one, or at <version>.
  list [--json]
      Each remote's current release and its history.

<remote> is a folder (mf-tickets) or a container name (mf_tickets). The registry lives in
REMOTE_REGISTRY_DIR (default <portal>/data/registry), releases in REMOTE_RELEASES_DIR (default
<registry>/releases).
`;

const COMMANDS = { publish: publishCommand, rollback: rollbackCommand, list: listCommand };

/** Where the command writes: stdout and stderr, or a test's buffers. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

function contextFrom(environment: NodeJS.ProcessEnv, options: CommandContext['options']) {
  const env = parseEnv(environment);
  return {
    portalRoot: env.PORTAL_ROOT,
    location: registryLocation({
      portalRoot: env.PORTAL_ROOT,
      registryDir: env.REMOTE_REGISTRY_DIR,
      releasesDir: env.REMOTE_RELEASES_DIR,
    }),
    remotes: portalRemotes(env.PORTAL_ROOT),
    options,
  };
}

function isCommand(name: string | undefined): name is keyof typeof COMMANDS {
  return name !== undefined && Object.hasOwn(COMMANDS, name);
}

/** Runs one command; answers the exit code (0 done, 1 refused or failed, 2 bad usage). */
export async function runCli(
  argv: readonly string[],
  environment: NodeJS.ProcessEnv,
  output: CliOutput,
): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        by: { type: 'string' },
        to: { type: 'string' },
        'base-url': { type: 'string' },
        'shell-manifest': { type: 'string' },
        from: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      output.out(USAGE);
      return 0;
    }
    const [command, ...args] = positionals;
    if (!isCommand(command)) {
      throw new UsageError(command ? `Unknown command ${command}.` : 'No command given.');
    }
    const context = contextFrom(environment, {
      by: values.by,
      to: values.to,
      baseUrl: values['base-url'],
      shellManifest: values['shell-manifest'],
      from: values.from,
      json: values.json,
    });
    output.out(await COMMANDS[command](context, args));
    return 0;
  } catch (error) {
    output.err(messageOf(error));
    const isUsage =
      error instanceof UsageError ||
      String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');
    return isUsage ? 2 : 1;
  }
}

function messageOf(error: unknown): string {
  if (error instanceof UsageError) return `${error.message}\n\n${USAGE}`;
  const { code } = error as NodeJS.ErrnoException;
  if (String(code).startsWith('ERR_PARSE_ARGS')) return `${(error as Error).message}\n\n${USAGE}`;
  if (error instanceof ReleaseRefusal || error instanceof ConfigError) return `${error.message}\n`;
  if (code === 'ELOCKED') {
    return 'The registry stayed locked by another publish or rollback; nothing changed. Try again.\n';
  }
  const detail = error instanceof Error ? error.message : String(error);
  return `The registry could not be updated: ${detail}\n`;
}

if (require.main === module) {
  runCli(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  }).then((code) => {
    process.exitCode = code;
  });
}
