import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { type Database, type Db, openPostgres } from '../db/client.ts';
import { signUpAndSignIn, type TestMember } from './factories.ts';
import { createTestDatabase } from './test-database.ts';

/** Fixed so test runs are reproducible; never used outside tests. */
export const TEST_AUTH_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const TEST_PUBLIC_URL = 'http://localhost:3000';

export type TestAppOptions = {
  /** Sign-in and write limits (RATE_LIMIT); off unless a test is about them. */
  rateLimit?: boolean;
  /** TRUST_PROXY, e.g. '1' or '10.0.0.0/8'. */
  trustProxy?: string;
  requireEmailVerification?: boolean;
  /** Addresses granted is_admin at sign-in (ADMIN_EMAILS). */
  adminEmails?: string[];
  /** METRICS_ALLOW: who may read /metrics; no one unless a test is about it. */
  metricsAllow?: string;
  /** Serve the web app from this folder (WEB_DIST_DIR); API tests serve none. */
  webDistDir?: string;
};

export type TestApp = {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  db: Db;
  /** The temporary DATA_DIR; the mail outbox is its `mail` folder. */
  dataDir: string;
  /** Closes the app and the database and removes the data folder. */
  close: () => Promise<void>;
};

/**
 * Builds the app, as the server does, on a fresh migrated database of its own
 * and a temporary data folder. Call it once per test file and close it after.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haven-test-'));
  const testDatabase = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: testDatabase.url,
    AUTH_SECRET: TEST_AUTH_SECRET,
    PUBLIC_URL: TEST_PUBLIC_URL,
    RATE_LIMIT: String(options.rateLimit ?? false),
    TRUST_PROXY: options.trustProxy ?? '',
    METRICS_ALLOW: options.metricsAllow ?? '',
    REQUIRE_EMAIL_VERIFICATION: String(options.requireEmailVerification ?? false),
    ADMIN_EMAILS: (options.adminEmails ?? []).join(','),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
  });
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database: testDatabase.database,
      serveWeb: options.webDistDir !== undefined,
      logger: false,
    });
    await app.ready();
  } catch (error) {
    await testDatabase.dispose();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    app,
    config,
    database: testDatabase.database,
    db: testDatabase.database.db,
    dataDir,
    close: () => {
      closing ??= (async () => {
        // Node's fetch may keep a spare idle socket open to a listening app for
        // seconds, which app.close() would wait for.
        if (app.server.listening) app.server.closeAllConnections();
        await app.close();
        await testDatabase.dispose();
        await rm(dataDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}

/**
 * Builds a test app before the file's tests and closes it after them; the
 * returned object is filled in once `beforeAll` has run, so read it in tests
 * and hooks, not at the top level.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close?.());
  return t;
}

/**
 * Signs up the named members, one after another in the order named, before the file's tests;
 * those named `'admin'` get the admin flag. Like `useTestApp`, each member is filled in once
 * `beforeAll` has run, so the file may destructure them at the top level.
 */
export function useMembers<Name extends string>(
  t: TestApp,
  roles: Record<Name, 'member' | 'admin'>,
): Record<Name, TestMember> {
  const names = Object.keys(roles) as Name[];
  const people = Object.fromEntries(names.map((name) => [name, {} as TestMember])) as Record<
    Name,
    TestMember
  >;
  beforeAll(async () => {
    for (const name of names) {
      Object.assign(people[name], await signUpAndSignIn(t.app, { admin: roles[name] === 'admin' }));
    }
  });
  return people;
}

/** Signs up one member and then one admin before the file's tests (see `useMembers`). */
export function useMemberAndAdmin(t: TestApp): { member: TestMember; admin: TestMember } {
  return useMembers(t, { member: 'member', admin: 'admin' });
}

/**
 * A second instance of `first`'s app on the same PostgreSQL database, as a second server would
 * run (serving the web app too when `serveWeb` says so); `close` closes the app and its pool
 * (before `first` is closed).
 */
export async function openSecondInstance(first: TestApp, { serveWeb = false } = {}) {
  const database = await openPostgres(first.config.databaseUrl as string, 2);
  const app = await buildApp({ config: first.config, database, serveWeb, logger: false });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
