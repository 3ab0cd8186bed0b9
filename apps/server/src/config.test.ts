import { describe, expect, it } from 'vitest';
import { ConfigError, envVariables, loadConfig } from './config.ts';

describe('config', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      apiPrefix: '/uapi',
      publicUrl: 'http://localhost:8080',
      sessionTtlHours: 12,
      sessionRememberDays: 30,
      sessionIdleMinutes: 120,
      seedDemo: true,
      bodyLimitBytes: 1_048_576,
      requestTimeoutMs: 60_000,
      corsOrigin: undefined,
      trustProxy: false,
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'Invalid configuration: PORT="eighty" must be a number.',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000"/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO="maybe" must be true or false/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    for (const idle of ['0', '-5', '1.5', 'soon', '10081']) {
      expect(() => loadConfig({ SESSION_IDLE_MINUTES: idle })).toThrow(
        `Invalid configuration: SESSION_IDLE_MINUTES="${idle}"`,
      );
    }
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15' }).sessionIdleMinutes).toBe(15);
  });

  it('parses lists and flags', () => {
    const config = loadConfig({
      CORS_ORIGIN: 'http://a.test, http://b.test',
      TRUST_PROXY: '2',
      SEED_DEMO: 'false',
      PORT: '',
    });
    expect(config.corsOrigin).toEqual(['http://a.test', 'http://b.test']);
    expect(config.trustProxy).toBe(2);
    expect(config.seedDemo).toBe(false);
    expect(config.port).toBe(8080);
  });

  it('documents every variable it reads', () => {
    expect(envVariables.map((v) => v.name)).toHaveLength(18);
  });
});
