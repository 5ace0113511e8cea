import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

describe('settings', () => {
  it('starts with the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, 'data'),
      sessionTtlDays: 30,
      sessionIdleHours: 8,
      operatorTokenTtlDays: 90,
      operatorSessionHours: 8,
      operatorSessionIdleMinutes: 60,
      loginCodeTtlMinutes: 15,
      demo: true,
      demoData: 'default',
      logLevel: 'info',
      youtube: { apiKey: undefined, baseUrl: 'https://www.googleapis.com', useStandIn: true },
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://u:p@db:5432/portal',
      DATABASE_POOL_SIZE: '20',
      DATA_DIR: '/var/lib/portal',
      SESSION_TTL_DAYS: '7',
      SESSION_IDLE_HOURS: '2',
      OPERATOR_TOKEN_TTL_DAYS: '30',
      OPERATOR_SESSION_HOURS: '4',
      OPERATOR_SESSION_IDLE_MINUTES: '30',
      LOGIN_CODE_TTL_MINUTES: '5',
      DEMO: 'off',
      DEMO_PASSWORD: 'a-long-demo-pass',
      DEMO_DATA: 'small',
      LOG_LEVEL: 'warn',
      YOUTUBE_API_KEY: 'a-real-key',
      YOUTUBE_API_BASE_URL: 'https://youtube.example',
    });
    expect(config).toMatchObject({
      youtube: { apiKey: 'a-real-key', baseUrl: 'https://youtube.example', useStandIn: false },
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://u:p@db:5432/portal',
      databasePoolSize: 20,
      dataDir: '/var/lib/portal',
      sessionTtlDays: 7,
      sessionIdleHours: 2,
      operatorTokenTtlDays: 30,
      operatorSessionHours: 4,
      operatorSessionIdleMinutes: 30,
      loginCodeTtlMinutes: 5,
      demo: false,
      demoPassword: 'a-long-demo-pass',
      demoData: 'small',
      logLevel: 'warn',
    });
  });

  it('refuses bad settings with a message naming each one', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DEMO: 'maybe',
        DEMO_DATA: 'huge',
        DATABASE_URL: 'not a url',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid settings in the environment:/);
    for (const name of ['PORT', 'DEMO', 'DEMO_DATA', 'DATABASE_URL', 'LOG_LEVEL'])
      expect(message).toContain(`- ${name}:`);
  });
});

describe('production mode (PRODUCTION=on)', () => {
  const production = {
    PRODUCTION: 'on',
    DEMO: 'off',
    DATABASE_URL: 'postgresql://portal:Xq7-long-secret@db:5432/portal',
    YOUTUBE_API_KEY: 'a-real-key',
    SECRETS_KEY: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
    METRICS_TOKEN: 'a-metrics-token-of-32-characters',
    SMTP_URL: 'smtp://mail.example.com:587',
  };

  it('starts with PostgreSQL, a chosen password, a YouTube key, a secrets key and the demo off', () => {
    expect(loadConfig(production)).toMatchObject({ production: true, demo: false });
  });

  it('refuses the demo, the embedded database, example passwords and a missing YouTube key', () => {
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return 'started';
    };
    // The demo is on unless turned off.
    expect(refusal({ ...production, DEMO: undefined })).toMatch(/^PRODUCTION=on refuses.*\n.*DEMO/);
    expect(refusal({ ...production, DATABASE_URL: undefined })).toContain(
      'DATABASE_URL is not set',
    );
    for (const password of ['secret', 'portal', 'postgres', 'change-me', ''])
      expect(
        refusal({ ...production, DATABASE_URL: `postgresql://portal:${password}@db/portal` }),
      ).toContain('example one');
    expect(refusal({ ...production, YOUTUBE_API_KEY: undefined })).toContain('YOUTUBE_API_KEY');
    expect(refusal({ ...production, SECRETS_KEY: undefined })).toContain('SECRETS_KEY is not set');
    // Password resets and notices would pile up unsent.
    expect(refusal({ ...production, SMTP_URL: undefined })).toContain('SMTP_URL is not set');
    expect(refusal({ ...production, GOOGLE_OAUTH_CLIENT_ID: 'id.apps' })).toContain('go together');
    // /metrics answers anyone without a token.
    expect(refusal({ ...production, METRICS_TOKEN: undefined })).toContain(
      'METRICS_TOKEN is not set',
    );
    expect(refusal({ ...production, METRICS_TOKEN: '' })).toContain('METRICS_TOKEN is not set');
    // Every problem at once, not one per attempt.
    expect(refusal({ PRODUCTION: 'on' }).split('\n  - ')).toHaveLength(7);
  });

  it('reads the settings of running it for real', () => {
    expect(
      loadConfig({
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
        PUBLIC_ORIGIN: 'https://portal.example.com/ignored/path',
        REQUEST_TIMEOUT_MS: '5000',
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '5',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
      }),
    ).toMatchObject({
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
      publicOrigin: 'https://portal.example.com',
      requestTimeoutMs: 5000,
      rateLimit: { perMinute: 0, signInPerMinute: 5 },
      databaseConnectTimeoutMs: 2000,
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({}).trustProxy).toBe(false);
    // Set to nothing (compose's `${METRICS_TOKEN:-}`) is unset, not an invalid value.
    expect(loadConfig({ METRICS_TOKEN: '', DATABASE_URL: '' })).toMatchObject({
      metricsToken: undefined,
      databaseUrl: undefined,
    });
    expect(() => loadConfig({ TRUST_PROXY: 'the usual' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the secrets key ring and names what is wrong with one, never the key', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    const ring = loadConfig({
      SECRETS_KEY: `new:${key}, old:${Buffer.alloc(32, 2).toString('base64')}`,
    }).secretsKeys!;
    expect(ring.current.id).toBe('new');
    expect([...ring.keys.keys()]).toEqual(['new', 'old']);
    for (const wrong of [key, 'k1:c2hvcnQ=', `k1:${key},k1:${key}`, `bad id:${key}`]) {
      let message = '';
      try {
        loadConfig({ SECRETS_KEY: wrong });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('- SECRETS_KEY:');
      expect(message).not.toContain(key);
    }
  });
});
