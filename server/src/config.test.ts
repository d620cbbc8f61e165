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

  it('names every bad value in one clear error', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOCKOUT_THRESHOLD: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});
