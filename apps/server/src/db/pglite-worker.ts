// The embedded database on a thread of its own: it runs one job at a time, in the order they
// arrive, and while a transaction is open only that transaction's statements (the others wait
// for it to end). Started by `PgliteThread`; see there for the messages.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
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
PGlite.create(start.dataDir ?? undefined, {
  extensions: PGLITE_EXTENSIONS,
  ...(start.loadDataDir ? { loadDataDir: new Blob([start.loadDataDir]) } : {}),
}).then(
  (opened) => {
    pglite = opened;
    port.postMessage({ ready: true });
    void pump();
  },
  (error: unknown) => {
    port.postMessage({ ready: false, error: describeError(error) });
    port.close();
  },
);

async function pump(): Promise<void> {
  if (running || !pglite) return;
  const database = pglite;
  const index = queue.findIndex(({ job }) => ('tx' in job ? job.tx : null) === openTransaction);
  if (index < 0) return;
  const [{ job, receivedAt }] = queue.splice(index, 1) as [Queued];
  running = true;
  const startedAt = performance.now();
  let reply: JobReply;
  try {
    const result = await run(database, job);
    reply = { id: job.id, result, waitMs: startedAt - receivedAt, runMs: performance.now() - startedAt };
  } catch (error) {
    reply = {
      id: job.id,
      error: describeError(error),
      waitMs: startedAt - receivedAt,
      runMs: performance.now() - startedAt,
    };
  }
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
      return pglite.query(job.sql, job.params, { rowMode: job.rowMode, parsers: PARSERS });
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
