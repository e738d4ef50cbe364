import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { QueryObserver } from './query-observer.ts';

/** What the database thread is started with. */
export type WorkerStart = { dataDir: string | null; loadDataDir: ArrayBuffer | null };

type JobBody =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; tx: number | null }
  | { op: 'exec'; sql: string; tx: number | null }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; subscription: number }
  | { op: 'dump'; compression: 'gzip' | 'none' }
  | { op: 'close' };
/** A message to the database thread: one job, answered by a `JobReply` with its id. */
export type Job = JobBody & { id: number };
/** How long the job waited for its turn and ran there, and its result or error. */
export type JobReply = { id: number; waitMs: number; runMs: number } & (
  | { result: unknown }
  | { error: Record<string, unknown> }
);
type Notification = { notification: number; payload: string };
type Ready = { ready: true } | { ready: false; error: Record<string, unknown> };

/** A transaction's handle: its statements run in it, ahead of everything waiting. */
export type PgliteTransaction = {
  query: <T>(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ) => Promise<Results<T>>;
  exec: (sql: string) => Promise<Results[]>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

/** Source when run from TypeScript, the bundle's sibling once built. */
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./pglite-worker.ts', import.meta.url)
  : new URL('./pglite-worker.js', import.meta.url);

const requireFrom = createRequire(import.meta.url);

/**
 * The embedded database (PGlite) on a worker thread, with the methods of PGlite the query
 * builder uses. The database's own work and the decoding of its results then take none of the
 * server's thread, which serves requests meanwhile. The thread runs one statement at a time in
 * the order they are sent; a transaction's statements run alone until it ends.
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, (reply: JobReply) => void>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #observer: QueryObserver | null = null;
  #failure: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: JobReply | Notification) => {
      if ('notification' in message) {
        this.#listeners.get(message.notification)?.(message.payload);
        return;
      }
      const settle = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      // Idle, the thread does not keep the process alive (as a database in the process would not).
      if (this.#pending.size === 0) worker.unref();
      settle?.(message);
    });
    const fail = (error: Error) => {
      this.#failure = error;
      for (const [id, settle] of this.#pending)
        settle({
          id,
          waitMs: 0,
          runMs: 0,
          error: { message: `The database thread stopped: ${error.message}` },
        });
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`it exited with code ${code}`)));
  }

  /** Starts the thread on `dataDir` (in memory when null), or on a dumped data folder. */
  static async start(dataDir: string | null, loadDataDir?: Blob): Promise<PgliteThread> {
    const start: WorkerStart = {
      dataDir,
      loadDataDir: loadDataDir ? await loadDataDir.arrayBuffer() : null,
    };
    const options = { workerData: start, transferList: start.loadDataDir ? [start.loadDataDir] : [] };
    const worker = WORKER_URL.pathname.endsWith('.ts')
      ? // From source, the thread compiles its TypeScript as it loads it.
        new Worker(
          `require(${JSON.stringify(requireFrom.resolve('tsx/cjs/api'))}).register();
           require(${JSON.stringify(fileURLToPath(WORKER_URL))});`,
          { ...options, eval: true },
        )
      : new Worker(WORKER_URL, options);
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      worker.once('error', failed);
      worker.once('message', (message: Ready) => {
        worker.off('error', failed);
        if (message.ready) resolve();
        else reject(rebuildError(message.error));
      });
    });
    const thread = new PgliteThread(worker);
    worker.unref();
    return thread;
  }

  /** Statements sent and not yet answered, less the one running. */
  waiting(): number {
    return Math.max(0, this.#pending.size - 1);
  }

  /** Sets who is told of each statement's wait for its turn and run time (one observer). */
  observe(observer: QueryObserver): void {
    this.#observer = observer;
  }

  query<T>(
    sql: string,
    params: unknown[] = [],
    options?: { rowMode?: 'array' | 'object' },
  ): Promise<Results<T>> {
    return this.#statement({ op: 'query', sql, params, rowMode: options?.rowMode ?? 'object', tx: null });
  }

  exec(sql: string): Promise<Results[]> {
    return this.#statement({ op: 'exec', sql, tx: null });
  }

  /** Runs `callback` in a transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const begun = await this.#call({ op: 'begin' });
    this.#observer?.({ sql: '', waitMs: begun.waitMs, durationMs: 0 });
    const tx = result<number>(begun);
    let closed = false;
    const end = async (commit: boolean) => {
      closed = true;
      result(await this.#call({ op: 'end', tx, commit }));
    };
    const handle: PgliteTransaction = {
      query: (sql, params = [], options) =>
        this.#statement({ op: 'query', sql, params, rowMode: options?.rowMode ?? 'object', tx }),
      exec: (sql) => this.#statement({ op: 'exec', sql, tx }),
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    };
    try {
      const value = await callback(handle);
      if (!closed) await end(true);
      return value;
    } catch (error) {
      if (!closed) await end(false);
      throw error;
    }
  }

  /** Calls `onPayload` with each notification on `channel`; returns a function that stops it. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const subscription = result<number>(await this.#call({ op: 'listen', channel }));
    this.#listeners.set(subscription, onPayload);
    return async () => {
      this.#listeners.delete(subscription);
      result(await this.#call({ op: 'unlisten', subscription }));
    };
  }

  /** A consistent tarball of the data folder. */
  async dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    return new Blob([result<ArrayBuffer>(await this.#call({ op: 'dump', compression }))]);
  }

  /** Closes the database (its files written) and ends the thread. */
  async close(): Promise<void> {
    if (this.#failure) return;
    result(await this.#call({ op: 'close' }));
    await this.#worker.terminate();
  }

  async #statement<T>(job: Extract<JobBody, { sql: string }>): Promise<T> {
    const reply = await this.#call(job);
    // Told here, in the caller's context, so the observer knows the request it belongs to.
    if (job.tx === null) this.#observer?.({ sql: '', waitMs: reply.waitMs, durationMs: 0 });
    this.#observer?.({ sql: job.sql, waitMs: 0, durationMs: reply.runMs });
    return result<T>(reply);
  }

  #call(job: JobBody): Promise<JobReply> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve) => {
      this.#pending.set(id, resolve);
      this.#worker.postMessage({ ...job, id } satisfies Job);
    });
  }
}

function result<T>(reply: JobReply): T {
  if ('error' in reply) throw rebuildError(reply.error);
  return reply.result as T;
}

/** The thread's error with its fields (the database's code, detail, constraint…) and this stack. */
function rebuildError(fields: Record<string, unknown>): Error {
  const { message, name, ...rest } = fields;
  const error = Object.assign(new Error(String(message)), rest);
  if (typeof name === 'string') error.name = name;
  return error;
}
