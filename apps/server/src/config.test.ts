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
