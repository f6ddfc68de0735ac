import { ConfigError, parseEnv } from '../env';
import { buildPortalConfig } from '../portal-config';

describe('environment: webhook hosts', () => {
  test('when WEBHOOK_ALLOWED_HOSTS names hosts by spaces or commas, then each is read in lower case', () => {
    expect(parseEnv({}).WEBHOOK_ALLOWED_HOSTS).toEqual([]);
    expect(
      parseEnv({ WEBHOOK_ALLOWED_HOSTS: 'Bot.Local, 127.0.0.1  ::1' }).WEBHOOK_ALLOWED_HOSTS,
    ).toEqual(['bot.local', '127.0.0.1', '::1']);
  });
});

describe('environment: origin lists of the security policy', () => {
  test('when REMOTE_ORIGINS and FRAME_ANCESTORS are unset, then both are empty', () => {
    const env = parseEnv({});
    expect(env.REMOTE_ORIGINS).toEqual([]);
    expect(env.FRAME_ANCESTORS).toEqual([]);
  });

  test('when origins are separated by spaces or commas, then each is read, trailing slash dropped', () => {
    const env = parseEnv({
      REMOTE_ORIGINS: 'https://cdn.example.com/, https://*.assets.example.com:8443',
      FRAME_ANCESTORS: 'https://launcher.example.com',
    });
    expect(env.REMOTE_ORIGINS).toEqual([
      'https://cdn.example.com',
      'https://*.assets.example.com:8443',
    ]);
    expect(env.FRAME_ANCESTORS).toEqual(['https://launcher.example.com']);
  });

  test.each([
    ['a path', 'https://cdn.example.com/remotes'],
    ['a directive smuggled in', "https://cdn.example.com; script-src 'unsafe-inline'"],
    ['a keyword', "'unsafe-inline'"],
    ['no scheme', 'cdn.example.com'],
  ])('when an entry has %s, then start-up stops with the variable named', (_what, value) => {
    expect(() => parseEnv({ REMOTE_ORIGINS: value })).toThrow(ConfigError);
    expect(() => parseEnv({ REMOTE_ORIGINS: value })).toThrow(/REMOTE_ORIGINS/);
  });
});

const SECRETS = { JWT_SECRET: 'j'.repeat(32), VISUAL_ID_SECRET: 'v'.repeat(32) };

describe('environment: the AI model server', () => {
  test('when AI_BASE_URL is unset or blank, then there is no model and the defaults stand', () => {
    for (const value of [undefined, '  ']) {
      const config = buildPortalConfig(parseEnv({ ...SECRETS, AI_BASE_URL: value }));
      expect(config.ai).toBeUndefined();
    }
    const env = parseEnv({});
    expect(env.AI_TIMEOUT_MS).toBe(15_000);
    expect(env.AI_RETRIES).toBe(1);
  });

  test('when AI_BASE_URL, AI_API_KEY, AI_TIMEOUT_MS and AI_RETRIES are set, then the model config carries them', () => {
    const env = parseEnv({
      ...SECRETS,
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_API_KEY: 'sk-local',
      AI_TIMEOUT_MS: '5000',
      AI_RETRIES: '2',
    });
    expect(buildPortalConfig(env).ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-local',
      timeoutMs: 5000,
      retries: 2,
    });
  });

  test.each([
    ['AI_BASE_URL', 'ftp://models.example.com'],
    ['AI_BASE_URL', 'not an address'],
    ['AI_TIMEOUT_MS', '0'],
    ['AI_RETRIES', '9'],
  ])('when %s is %s, then start-up stops naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('environment: the remote registry', () => {
  test('when REMOTE_REGISTRY_DIR and REMOTE_RELEASES_DIR are unset, then both are under the portal root', () => {
    const config = buildPortalConfig(parseEnv({ ...SECRETS, PORTAL_ROOT: '/srv/portal' }));
    expect(config.remoteRegistry).toEqual({
      stateFile: '/srv/portal/data/registry/registry.json',
      releasesDir: '/srv/portal/data/registry/releases',
      defaultLinesFile: '/srv/portal/deploy/registry/remotes.json',
    });
  });

  test('when they are set, then they are used, a relative one read from the portal root', () => {
    const env = parseEnv({
      ...SECRETS,
      PORTAL_ROOT: '/srv/portal',
      REMOTE_REGISTRY_DIR: '/var/lib/portal-registry',
      REMOTE_RELEASES_DIR: 'public/releases',
    });
    expect(buildPortalConfig(env).remoteRegistry).toMatchObject({
      stateFile: '/var/lib/portal-registry/registry.json',
      releasesDir: '/srv/portal/public/releases',
    });
  });
});

describe('environment: single sign-on (OpenID Connect)', () => {
  const SSO = {
    OIDC_ISSUER: 'https://id.example.com/realms/game',
    OIDC_CLIENT_ID: 'tickets-portal',
    OIDC_CLIENT_SECRET: 'client-secret',
    PUBLIC_URL: 'https://support.example.com',
  };

  test('when no OIDC variable is set, then there is no single sign-on', () => {
    expect(buildPortalConfig(parseEnv(SECRETS)).oidc).toBeUndefined();
  });

  test('when issuer, client and public address are set, then the defaults fill the rest', () => {
    expect(buildPortalConfig(parseEnv({ ...SECRETS, ...SSO })).oidc).toEqual({
      issuer: 'https://id.example.com/realms/game',
      clientId: 'tickets-portal',
      clientSecret: 'client-secret',
      scopes: ['openid', 'profile'],
      providerName: 'id.example.com',
      redirectUrl: 'https://support.example.com/login/sso/callback',
      postLogoutRedirectUrl: 'https://support.example.com/login',
      claims: { name: 'preferred_username', power: undefined, roles: undefined },
      stateTtlSeconds: 600,
    });
  });

  test('when every OIDC variable is set, then each is read', () => {
    const config = buildPortalConfig(
      parseEnv({
        ...SECRETS,
        ...SSO,
        PUBLIC_URL: undefined,
        OIDC_REDIRECT_URL: 'https://tickets.example.com/login/sso/callback',
        OIDC_SCOPES: 'openid profile roles',
        OIDC_PROVIDER_NAME: 'Cuenta del juego',
        OIDC_NAME_CLAIM: 'nickname',
        OIDC_POWER_CLAIM: 'portal_power',
        OIDC_ROLES_CLAIM: 'groups',
      }),
    ).oidc;
    expect(config).toMatchObject({
      scopes: ['openid', 'profile', 'roles'],
      providerName: 'Cuenta del juego',
      redirectUrl: 'https://tickets.example.com/login/sso/callback',
      postLogoutRedirectUrl: 'https://tickets.example.com/login',
      claims: { name: 'nickname', power: 'portal_power', roles: 'groups' },
    });
  });

  test.each([
    [
      'the client secret is missing',
      { OIDC_CLIENT_SECRET: undefined },
      /OIDC_CLIENT_SECRET: is required/,
    ],
    ['the issuer is missing', { OIDC_ISSUER: undefined }, /OIDC_ISSUER: is required/],
    ['no address to come back to is set', { PUBLIC_URL: undefined }, /PUBLIC_URL: is required/],
    [
      'the issuer is plain http on another host',
      { OIDC_ISSUER: 'http://id.example.com' },
      /OIDC_ISSUER: must be an https/,
    ],
    [
      'the scopes lack openid',
      { OIDC_SCOPES: 'profile email' },
      /OIDC_SCOPES: must include openid/,
    ],
  ])('when %s, then start-up stops with the variable named', (_what, change, message) => {
    expect(() => parseEnv({ ...SECRETS, ...SSO, ...change })).toThrow(message);
  });

  test('when only a claim variable is set, then start-up stops naming what single sign-on needs', () => {
    expect(() => parseEnv({ ...SECRETS, OIDC_POWER_CLAIM: 'portal_power' })).toThrow(
      /OIDC_ISSUER: is required for single sign-on \(set with OIDC_POWER_CLAIM\)/,
    );
  });

  test('when the issuer is http on this machine, then it is accepted (a development provider)', () => {
    const env = parseEnv({ ...SECRETS, ...SSO, OIDC_ISSUER: 'http://127.0.0.1:4000' });
    expect(buildPortalConfig(env).oidc?.issuer).toBe('http://127.0.0.1:4000');
  });
});
