import { ConfigError, parseEnv } from '../env';

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
