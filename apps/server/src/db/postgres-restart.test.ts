import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { isDatabaseUnavailable } from '../lib/errors.ts';
import { type EventStream, openEventStream } from '../test/event-stream.ts';
import { buildHero, signUpAndSignIn, type TestMember } from '../test/factories.ts';
import {
  type PrivateCluster,
  privateClusterUnavailable,
  startPrivateCluster,
} from '../test/private-postgres.ts';
import { type Database, openPostgres } from './client.ts';
import { heroComments } from './schema/index.ts';

// Runs in the PostgreSQL pass of the suite (TEST_DATABASE_URL set), once, on a private cluster of
// its own: restarting it never touches the shared one other files use.
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'runs in the PostgreSQL pass (TEST_DATABASE_URL)'
  : privateClusterUnavailable();
/** How long the database stays down. */
const OUTAGE_MS = 1_500;
/** No request waits longer while the database is down. */
const FAIL_FAST_MS = 3_000;
/** Writes and live events are back this soon after the database. */
const BACK_WITHIN_MS = 5_000;
const quiet = { warn: () => {}, error: () => {} };

type Answer = { at: number; ms: number; status: number; body: unknown };

let cluster: PrivateCluster;
let dataDir: string;
let app: FastifyInstance;
let database: Database;
let member: TestMember;
let heroId: string;
let stream: EventStream;

describe.skipIf(skipReason !== null)(`PostgreSQL restart (${skipReason ?? 'private cluster'})`, () => {
  beforeAll(async () => {
    cluster = await startPrivateCluster();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'haven-restart-'));
    database = await openPostgres(cluster.url, 5, quiet);
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      AUTH_SECRET: 'restart-secret-0123456789-abcdefghijklmnopqrst',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
    });
    app = await buildApp({ config, database, serveWeb: false, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    member = await signUpAndSignIn(app);
    heroId = (await buildHero(database.db, { name: 'Restart' })).id;
    stream = await openEventStream(
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      member.cookie,
    );
  }, 60_000);

  afterAll(async () => {
    await stream?.close();
    if (app?.server.listening) app.server.closeAllConnections();
    await app?.close();
    await database?.close();
    await cluster?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('answers 503 in the error shape at once while the database is down, is back within 5 s of it, with live events, and loses no acknowledged write', {
    timeout: 40_000,
  }, async () => {
    const answers: Answer[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 1; writing; n++) {
        const at = Date.now();
        const response = await app.inject({
          method: 'POST',
          url: `/api/heroes/${heroId}/comments`,
          headers: { cookie: member.cookie },
          payload: { content: `Comment number ${n}` },
        });
        answers.push({ at, ms: Date.now() - at, status: response.statusCode, body: response.json() });
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await new Promise((r) => setTimeout(r, 500));

    await cluster.stop();
    const downAt = Date.now();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    const duringOutage = answers.filter((a) => a.at >= downAt);
    await cluster.start();
    const upAt = Date.now();

    // Writes are acknowledged again and the listener is back (it tells browsers to refetch).
    const [backMs, resyncMs] = await Promise.all([
      (async () => {
        while (!answers.some((a) => a.at >= upAt && a.status === 201))
          await new Promise((r) => setTimeout(r, 20));
        return (answers.find((a) => a.at >= upAt && a.status === 201)?.at ?? 0) - upAt;
      })(),
      stream.waitFor((e) => e.topic === 'resync', BACK_WITHIN_MS + 2_000).then(() => Date.now() - upAt),
    ]);
    const acknowledgedBefore = answers.filter((a) => a.status === 201).length;
    while (answers.filter((a) => a.status === 201).length < acknowledgedBefore + 3)
      await new Promise((r) => setTimeout(r, 20));
    writing = false;
    await writer;
    // A write's event crosses the database again.
    await stream.waitFor((e) => e.topic === 'hero-comments', 5_000);

    const acknowledged = answers.filter((a) => a.status === 201).map((a) => (a.body as { id: string }).id);
    const stored = await database.db
      .select({ id: heroComments.id })
      .from(heroComments)
      .where(inArray(heroComments.id, acknowledged));
    const refused = answers.filter((a) => a.status !== 201);
    console.info(
      `postgres restart: down ${OUTAGE_MS} ms; ${duringOutage.length} writes while down, slowest ${Math.max(...duringOutage.map((a) => a.ms))} ms; ` +
        `writes back ${backMs} ms and live events ${resyncMs} ms after the database; ` +
        `${acknowledged.length} acknowledged, ${stored.length} stored; ${refused.length} refused`,
    );

    expect(duringOutage.length).toBeGreaterThan(3);
    expect(Math.max(...duringOutage.map((a) => a.ms))).toBeLessThan(FAIL_FAST_MS);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ error: { code: 'UNAVAILABLE', message: expect.any(String) } });
    }
    expect(backMs).toBeLessThan(BACK_WITHIN_MS);
    expect(resyncMs).toBeLessThan(BACK_WITHIN_MS);
    expect(stored.length).toBe(acknowledged.length);
  });

  it('survives a connection lost while a transaction holds it between statements: the transaction fails, the process does not', async () => {
    const failure = database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await admin.end();
      // The fault reaches the connection while no statement of the transaction is running.
      await new Promise((r) => setTimeout(r, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(failure).rejects.toSatisfy(isDatabaseUnavailable);
    const { rows } = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ one: 1 }]);
  });
});
