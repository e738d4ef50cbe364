import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgliteThread } from './pglite-thread.ts';
import type { QueryObserver } from './query-observer.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Subscribes to a NOTIFY channel; returns a function that stops listening. */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  /** Called when the listening connection is back after a fault: notifications may have been missed. */
  onReconnect?: () => void,
) => Promise<() => Promise<void>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Statements waiting for a connection now. */
  waiting: () => number;
  /** Sets who is told of each statement run (one observer; the app's metrics). */
  observe: (observer: QueryObserver) => void;
  listen: Listen;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: a consistent gzip tarball of the data folder (restore with `loadDataDir`). */
  dumpDataDir?: () => Promise<Blob>;
};

/**
 * Opens the embedded database (PGlite) in `dataDir/pgdata`, or in memory when `dataDir` is
 * null, on a thread of its own (`PgliteThread`).
 */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  let dir: string | null = null;
  if (dataDir) {
    dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PgliteThread.start(dir, loadDataDir);
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    waiting: () => client.waiting(),
    observe: (observer) => client.observe(observer),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/** Where database faults are reported (the app's logger; console until one is given). */
export type FaultLog = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/**
 * First and longest wait between attempts to re-open the LISTEN connection: short enough that
 * live events are back within a few seconds of the database.
 */
const LISTEN_RETRY_MIN_MS = 250;
const LISTEN_RETRY_MAX_MS = 1_000;

/**
 * Longest wait for a connection (a new one, or a free one of the pool): past it the statement
 * fails and the request is answered 503 instead of hanging while the database is out of reach.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Connects to a PostgreSQL server through a node-postgres pool. A lost
 * connection (the server restarted, a network fault) is logged and survived:
 * the pool drops the broken client and opens a new one for the next query, and
 * the LISTEN connection is opened again with growing waits. After it is back,
 * `onReconnect` subscribers learn that events may have been missed meanwhile.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  log: FaultLog = consoleLog,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A peer that vanished without closing its socket is noticed instead of waited on forever.
    keepAlive: true,
  });
  // Without a listener an idle client's error would end the process.
  pool.on('error', (err) => log.warn({ err }, 'database connection lost; the pool will reconnect'));
  let observer: QueryObserver | null = null;
  pool.on('connect', (connection) => {
    // The pool listens for faults only while a connection is idle: one lost while lent out (a
    // transaction between statements) would otherwise end the process. Its next statement fails
    // instead, and the pool drops it when it comes back.
    connection.on('error', (err) => log.warn({ err }, 'database connection lost while in use'));
    timeQueries(connection, (query) => observer?.(query));
  });
  timeWaits(pool, (query) => observer?.(query));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    waiting: () => pool.waitingCount,
    observe: (next) => {
      observer = next;
    },
    // LISTEN needs a connection of its own that stays open.
    listen: (channel, onPayload, onReconnect) =>
      listenWithReconnect(url, channel, onPayload, onReconnect, log),
    migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

/**
 * Times each statement a pooled connection runs (promise or callback style, as drizzle and the
 * pool call it). Waits for a connection show in the pool's waiting count instead.
 */
function timeQueries(connection: pg.PoolClient, observe: QueryObserver): void {
  const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
  (connection as { query: unknown }).query = (...args: unknown[]) => {
    const startedAt = performance.now();
    const first = args[0] as string | { text?: string } | undefined;
    const sql = typeof first === 'string' ? first : (first?.text ?? '');
    const done = () => observe({ sql, waitMs: 0, durationMs: performance.now() - startedAt });
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) return result.finally(done);
    return result;
  };
}

/**
 * Times each wait for a pooled connection (a free one, or a new one opened), for a statement
 * (the pool's query asks its own connect) or a transaction.
 */
function timeWaits(pool: pg.Pool, observe: QueryObserver): void {
  const connect = pool.connect.bind(pool) as (callback?: (...result: unknown[]) => void) => unknown;
  (pool as { connect: unknown }).connect = (callback?: (...result: unknown[]) => void) => {
    const startedAt = performance.now();
    const done = () => observe({ sql: '', waitMs: performance.now() - startedAt, durationMs: 0 });
    if (callback)
      return connect((...result: unknown[]) => {
        done();
        callback(...result);
      });
    return (connect() as Promise<pg.PoolClient>).then(releaseIfBeginFails).finally(done);
  };
}

type Lendable = { query: (...args: unknown[]) => unknown; release: (err?: Error | boolean) => void };

/**
 * A connection lent for a transaction goes back to the pool (to be dropped) when its first
 * statement, the transaction's `begin`, fails: the query layer releases it only once a
 * transaction has begun, so a connection lost just as it was lent would stay lent for good and
 * the pool would shrink with each database restart.
 */
export function releaseIfBeginFails<C extends Lendable>(client: C): C {
  const query = client.query;
  client.query = (...args: unknown[]) => {
    client.query = query;
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const result = query.apply(client, args);
    if (!/^\s*begin\b/i.test(text) || !(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      try {
        client.release(error instanceof Error ? error : true);
      } catch {
        // Already given back.
      }
      throw error;
    });
  };
  return client;
}

const consoleLog: FaultLog = {
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: (() => void) | undefined,
  log: FaultLog,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MIN_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    next.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    next.on('error', (err) => {
      log.warn({ err }, 'realtime listener lost its database connection; reconnecting');
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // Given up on: its late faults are not this listener's.
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        await connect();
        delay = LISTEN_RETRY_MIN_MS;
        log.warn({ channel }, 'realtime listener reconnected');
        onReconnect?.();
      } catch (err) {
        delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
        log.warn({ err, retryInMs: delay }, 'realtime listener could not reconnect yet');
        scheduleReconnect();
      }
    }, delay);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
