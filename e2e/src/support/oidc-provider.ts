import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from './portal';

export interface RunningOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the provider says about `login` (besides `sub`) from its next sign-in on. */
  setAccount(login: string, claims: Record<string, unknown>): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, in its own process: the
 * server tests' fixture script, whose client is the portal at the given addresses.
 */
export async function startOidcProvider(portalUrl: string): Promise<RunningOidcProvider> {
  const folder = mkdtempSync(join(tmpdir(), 'oidc-provider-e2e-'));
  const accountsFile = join(folder, 'accounts.json');
  const accounts: Record<string, Record<string, unknown>> = {};
  writeFileSync(accountsFile, '{}');
  const clientId = 'tickets-portal';
  const clientSecret = 'e2e-client-secret-0123456789';
  const child = spawn(process.execPath, [join(REPO_ROOT, 'server/src/testing/oidc-provider.mjs')], {
    env: {
      PATH: process.env.PATH,
      CLIENT_ID: clientId,
      CLIENT_SECRET: clientSecret,
      REDIRECT_URIS: `${portalUrl}/login/sso/callback`,
      POST_LOGOUT_REDIRECT_URIS: `${portalUrl}/login`,
      ACCOUNTS_FILE: accountsFile,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`oidc-provider exited with code ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve((JSON.parse(line) as { issuer: string }).issuer);
    });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    setAccount(login, claims) {
      accounts[login] = claims;
      writeFileSync(accountsFile, JSON.stringify(accounts));
    },
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => {
          rmSync(folder, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}
