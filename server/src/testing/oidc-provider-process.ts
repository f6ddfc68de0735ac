import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** The claims a test account carries at the provider (besides `sub`, its login). */
export type ProviderClaims = Record<string, unknown>;

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Sets (or replaces) what the provider says about `login` from its next sign-in on. */
  setAccount(login: string, claims: ProviderClaims): void;
  stop(): Promise<void>;
}

export interface TestOidcProviderOptions {
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

const SCRIPT = path.join(__dirname, 'oidc-provider.mjs');

/** Starts oidc-provider (`oidc-provider.mjs`) in a child process on a loopback port. */
export async function startOidcProvider(
  options: TestOidcProviderOptions,
): Promise<TestOidcProvider> {
  const folder = mkdtempSync(path.join(tmpdir(), 'oidc-provider-'));
  const accountsFile = path.join(folder, 'accounts.json');
  const accounts: Record<string, ProviderClaims> = {};
  writeFileSync(accountsFile, '{}');
  const clientId = 'tickets-portal';
  const clientSecret = 'test-client-secret-0123456789';
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
    env: {
      PATH: process.env.PATH,
      CLIENT_ID: clientId,
      CLIENT_SECRET: clientSecret,
      REDIRECT_URIS: options.redirectUris.join(' '),
      POST_LOGOUT_REDIRECT_URIS: (options.postLogoutRedirectUris ?? []).join(' '),
      ACCOUNTS_FILE: accountsFile,
    },
    // Its warnings (development keys, in-memory adapter) are expected: not shown.
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`oidc-provider exited with code ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => {
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

/**
 * Signs `login` in at the provider as a browser would (its sign-in form, its cookies), from the
 * authorization address to the redirect back; answers the query the provider sent back with.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  redirectUrl: string,
): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 10; step += 1) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      if (url.startsWith(redirectUrl)) return new URL(url).search;
      continue;
    }
    // The provider's sign-in form: any password is accepted for a login it knows.
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`No sign-in form at ${url} (${response.status}): ${page}`);
    const submitted = await send(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    url = new URL(submitted.headers.get('location') ?? url, url).href;
  }
  throw new Error('The provider never sent the browser back');
}
