import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', publicUrl: 'http://127.0.0.1:8080', jwtExpiresIn: '8h' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.releasesDir).toBe(path.join(dir, 'releases'));
  });

  it('generates a JWT secret once and keeps it in DATA_DIR/jwt-secret', () => {
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('refuses a JWT secret shorter than 32 characters', () => {
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET/);
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/);
  });

  it('derives PUBLIC_URL from HOST and PORT and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ DATA_DIR: dir, PORT: '9090' }).publicUrl).toBe('http://127.0.0.1:9090');
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://portal.example/' }).publicUrl).toBe('https://portal.example');
  });
});
