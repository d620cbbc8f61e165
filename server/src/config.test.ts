import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      demoPassword: 'Demo-Passwort-1',
      production: false,
      accessTokenMinutes: 10,
      lockoutThreshold: 5,
      lockoutMinutes: 15,
      secureCookies: false,
      cookieSameSite: 'lax',
      rateLimitMax: 1000,
      authRateLimitMax: 20,
      authIpRateLimitMax: 100,
    });
    expect(path.basename(c.dataDir)).toBe('data');
  });

  it('reads the production switch, https and the CORS list', () => {
    const c = loadConfig({ VWS_PRODUCTION: '1', PUBLIC_URL: 'https://portal.example.com/', CORS_ORIGINS: 'https://a.example, https://b.example/' });
    expect(c.production).toBe(true);
    expect(c.secureCookies).toBe(true);
    expect(c.publicUrl).toBe('https://portal.example.com');
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });

  it('reads the shared Redis of several API processes', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'vws:' });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_KEY_PREFIX: 'portal-a:' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/2',
      redisKeyPrefix: 'portal-a:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('names every bad value in one clear error', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOCKOUT_THRESHOLD: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('allows SameSite=None cookies for embedding from another site only over https', () => {
    expect(loadConfig({ COOKIE_SAME_SITE: 'none', PUBLIC_URL: 'https://portal.example.com' }).cookieSameSite).toBe('none');
    expect(() => loadConfig({ COOKIE_SAME_SITE: 'none' })).toThrow(/COOKIE_SAME_SITE: none needs an https PUBLIC_URL/);
    expect(() => loadConfig({ COOKIE_SAME_SITE: 'sometimes' })).toThrow(/COOKIE_SAME_SITE/);
  });
});
