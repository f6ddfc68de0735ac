import { ConfigError, parseEnv } from '../env';
import { buildPortalConfig } from '../portal-config';

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
