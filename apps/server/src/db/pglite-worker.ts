// The embedded database on a thread of its own: it runs one job at a time, in the order they
// arrive, and while a transaction is open only that transaction's statements (the others wait
// for it to end). Started by `PgliteThread`; see there for the messages.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol, type Results, types } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import type { Job, JobReply, WorkerStart } from './pglite-thread.ts';

/**
 * Timestamps, dates and intervals (and their arrays) come back as the database writes them: the
 * query builder parses them itself.
 */
const AS_TEXT = (value: string) => value;
const PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (type) => [type, AS_TEXT],
  ),
);

if (!parentPort) throw new Error('The database thread must be started as a worker');
const port = parentPort;
const start = workerData as WorkerStart;

type Queued = { job: Job; receivedAt: number };
const queue: Queued[] = [];
/** The open transaction, whose statements alone may run until it ends. */
let openTransaction: number | null = null;
let nextTransaction = 1;
let running = false;
const subscriptions = new Map<number, () => Promise<void>>();
let nextSubscription = 1;

// Jobs that arrive while the database opens wait in the queue.
port.on('message', (job: Job) => {
  queue.push({ job, receivedAt: performance.now() });
  void pump();
});
let pglite: PGlite | null = null;
void (async () => {
  try {
    const opened = await PGlite.create(start.dataDir ?? undefined, {
      extensions: PGLITE_EXTENSIONS,
      ...(start.loadDataDir ? { loadDataDir: new Blob([start.loadDataDir]) } : {}),
    });
    // Kept statements are planned as PostgreSQL plans its own prepared statements: for their values
    // on the first five runs, then once for any values when that plan is not estimated costlier.
    pglite = opened;
    port.postMessage({ ready: true });
    void pump();
  } catch (error) {
    port.postMessage({ ready: false, error: describeError(error) });
    port.close();
  }
})();

async function pump(): Promise<void> {
  if (running || !pglite) return;
  const database = pglite;
  const index = queue.findIndex(({ job }) => ('tx' in job ? job.tx : null) === openTransaction);
  if (index < 0) return;
  const [{ job, receivedAt }] = queue.splice(index, 1) as [Queued];
  running = true;
  const startedAt = performance.now();
  const outcome = await run(database, job).then(
    (result) => ({ result }),
    (error: unknown) => ({ error: describeError(error) }),
  );
  const reply: JobReply = {
    id: job.id,
    ...outcome,
    waitMs: startedAt - receivedAt,
    runMs: performance.now() - startedAt,
  };
  running = false;
  port.postMessage(reply, transferables(reply));
  if (job.op === 'close') {
    port.close();
    return;
  }
  void pump();
}

async function run(pglite: PGlite, job: Job): Promise<unknown> {
  switch (job.op) {
    case 'query':
      return runPrepared(pglite, job.sql, job.params, job.rowMode, job.tx !== null);
    case 'exec':
      return pglite.exec(job.sql);
    case 'begin':
      await pglite.exec('BEGIN');
      openTransaction = nextTransaction++;
      return openTransaction;
    case 'end':
      try {
        const [ended] = await pglite.exec(job.commit ? 'COMMIT' : 'ROLLBACK');
        // COMMIT of a transaction a failed statement aborted rolls it back instead.
        if (job.commit && ended?.command === 'ROLLBACK')
          throw new Error('The transaction was rolled back: one of its statements failed');
        return null;
      } finally {
        openTransaction = null;
      }
    case 'listen': {
      const id = nextSubscription++;
      const unsubscribe = await pglite.listen(job.channel, (payload) =>
        port.postMessage({ notification: id, payload }),
      );
      subscriptions.set(id, unsubscribe);
      return id;
    }
    case 'unlisten':
      await subscriptions.get(job.subscription)?.();
      subscriptions.delete(job.subscription);
      return null;
    case 'dump': {
      const dump = await pglite.dumpDataDir(job.compression);
      return dump.arrayBuffer();
    }
    case 'close':
      await pglite.close();
      return null;
  }
}

/** Statements kept parsed, at most this many. */
const PREPARED_MAX = 500;
/** Kept statements by their text, the least recently used first: their names and parameter types. */
const prepared = new Map<string, { name: string; paramTypes: number[] }>();
let nextStatement = 1;
let parsers: PGlite['parsers'] | null = null;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/**
 * Runs a statement through the extended protocol as PGlite's `query` does, but keeps it parsed
 * under a name: a statement the server has run before is only bound and executed, without being
 * parsed and described again, which takes about a third off a statement on this database. The
 * least recently used are closed past PREPARED_MAX, for texts that vary (lists of ids of
 * different lengths).
 */
function runPrepared(
  pglite: PGlite,
  sql: string,
  params: unknown[],
  rowMode: 'array' | 'object',
  inTransaction: boolean,
): Promise<Results> {
  const send = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });
  const { serialize } = protocol;
  return pglite.runExclusive(async () => {
    const messages: BackendMessage[] = [];
    try {
      let statement = prepared.get(sql);
      if (statement) {
        prepared.delete(sql);
      } else {
        const name = `s${nextStatement++}`;
        await send(serialize.parse({ name, text: sql }));
        const paramTypes = parse.parseDescribeStatementResults(
          await send(serialize.describe({ type: 'S', name })),
        );
        statement = { name, paramTypes };
        const [oldest] = prepared;
        if (oldest && prepared.size >= PREPARED_MAX) {
          prepared.delete(oldest[0]);
          await send(serialize.close({ type: 'S', name: oldest[1].name }));
        }
      }
      prepared.set(sql, statement);
      const { paramTypes } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[paramTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(...(await send(serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await send(serialize.describe({ type: 'P' }))));
      messages.push(...(await send(serialize.execute({}))));
    } finally {
      messages.push(...(await send(serialize.sync())));
    }
    if (!inTransaction) await pglite.syncToFs();
    parsers ??= { ...pglite.parsers, ...PARSERS };
    return parse.parseResults(messages, parsers, { rowMode })[0] as Results;
  });
}

/** A data folder's bytes move to the other thread instead of being copied. */
function transferables(reply: JobReply): ArrayBuffer[] {
  return 'result' in reply && reply.result instanceof ArrayBuffer ? [reply.result] : [];
}

/** An error as plain fields (the database's code, detail, constraint…), to be rebuilt there. */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error))
    if (typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
  return fields;
}
