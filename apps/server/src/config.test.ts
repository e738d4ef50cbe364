import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'haven-config-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** The ConfigError `loadConfig(env)` throws. */
function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['AUTH_SECRET', 'too-short'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['NODE_ENV', 'staging'],
    ['REQUIRE_EMAIL_VERIFICATION', 'maybe'],
    ['AUTH_RATE_LIMIT', 'off'],
    ['RATE_LIMIT', 'off'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/99'],
    ['TRUST_PROXY', 'balancer.internal'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%j with a message naming the variable', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toContain(`${name}:`);
  });

  it('says what a database URL must look like', () => {
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toContain(
      'DATABASE_URL: must start with postgres:// or postgresql://',
    );
  });

  it('lists every bad variable at once', () => {
    const { message } = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL:');
  });

  it('has defaults for a fresh clone', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      requireEmailVerification: false,
      adminEmails: [],
      rateLimit: true,
      trustProxy: false,
      seedDemo: true,
      pseudoLanguage: true,
    });
  });

  it('draws the pseudo-language outside production only, unless PSEUDO_LANGUAGE says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).pseudoLanguage).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PSEUDO_LANGUAGE: 'true' }).pseudoLanguage,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', PSEUDO_LANGUAGE: 'false' }).pseudoLanguage).toBe(
      false,
    );
  });

  it('reads values, treating blank ones as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '',
      DATABASE_URL: 'postgresql://u:p@db:5432/haven',
      PUBLIC_URL: 'https://haven.example/',
      ADMIN_EMAILS: ' Boss@Example.com , second@example.com ,',
      REQUIRE_EMAIL_VERIFICATION: 'yes',
      AUTH_RATE_LIMIT: '0',
    });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgresql://u:p@db:5432/haven',
      publicUrl: 'https://haven.example',
      adminEmails: ['boss@example.com', 'second@example.com'],
      requireEmailVerification: true,
      rateLimit: false,
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '::1',
    ]);
  });

  it('RATE_LIMIT=false turns every limit off; the older AUTH_RATE_LIMIT is still read', () => {
    expect(loadConfig({ DATA_DIR: dataDir, RATE_LIMIT: 'false' }).rateLimit).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: 'false' }).rateLimit).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, RATE_LIMIT: 'true', AUTH_RATE_LIMIT: 'false' }).rateLimit).toBe(
      true,
    );
  });

  it('generates AUTH_SECRET once and keeps it in DATA_DIR when unset', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'auth-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.authSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first.authSecret);

    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'haven-config-'));
    try {
      expect(loadConfig({ DATA_DIR: otherDir }).authSecret).not.toBe(first.authSecret);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('uses AUTH_SECRET when set and writes nothing', async () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: secret }).authSecret).toBe(secret);
    await expect(stat(path.join(dataDir, 'auth-secret'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
