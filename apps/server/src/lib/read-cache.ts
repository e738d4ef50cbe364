import { createHash } from 'node:crypto';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { LRUCache } from 'lru-cache';
import { getViewer } from '../auth/session.ts';
import type { Viewer } from '../auth/viewer.ts';
import { type AppEvent, type EventBus, RESYNC_TOPIC } from '../realtime/bus.ts';
import { PRIVATE_NO_STORE, PRIVATE_REVALIDATE, PUBLIC_REVALIDATE } from './cache.ts';
import { compress } from './compression.ts';

/**
 * How a public GET opts into the read cache, as its route option
 * `config: { cache: { topics: [REALTIME_TOPICS.heroes] } }`.
 */
export type CacheRouteOptions = {
  /** Realtime topics whose events make the answer stale. */
  topics: readonly string[];
  /**
   * The route parameter holding the id those events carry: the answer goes stale only on events
   * about that id (or on events of the topic without an id). Without it, every event of the topics
   * makes it stale.
   */
  idParam?: string;
  /**
   * Topics any of whose events make the answer stale, whatever id they carry: what an answer kept
   * per id (`idParam`) also shows of other things, such as the names its texts link.
   */
  anyIdTopics?: readonly string[];
  /**
   * Topics whose events about the answer's own `id` make it stale: for an answer kept under
   * another name of what it shows (a hero read by its slug, going stale with its rating).
   */
  answerIdTopics?: readonly string[];
  /**
   * Whether this request's answer is the viewer's own (an owner reading what only they may see):
   * then it is computed for them alone, neither read from nor kept in the cache, and not shared.
   */
  isPrivateRead?: (request: FastifyRequest) => Promise<boolean>;
  /**
   * Adds a signed-in viewer's own part (their votes, their rating) to the cached public answer.
   * The handler then computes the public answer only; visitors get the cached body as it is, and
   * each member's copy is cached under their id until the same events make it stale.
   */
  personalise?: (request: FastifyRequest, viewer: Viewer, value: never) => Promise<unknown>;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only with an interface
  interface FastifyContextConfig {
    cache?: CacheRouteOptions;
  }
}

/**
 * What a cached answer goes stale with: every event of `topics` (only those about `id`, and those
 * without an id, when it is given), and every event of `anyIdTopics`.
 */
export type CacheDependency = { topics: readonly string[]; id?: string; anyIdTopics?: readonly string[] };

/**
 * What the answer of a cached route's request (its checked `params`) goes stale with, before its
 * answer is known: the topics followed by the answer's own id (`answerIdTopics`) on any event.
 */
export function dependencyOf(options: CacheRouteOptions, params: Record<string, string>): CacheDependency {
  const anyIdTopics = [...(options.anyIdTopics ?? []), ...(options.answerIdTopics ?? [])];
  return {
    topics: options.topics,
    ...(options.idParam === undefined ? {} : { id: params[options.idParam] }),
    ...(anyIdTopics.length > 0 ? { anyIdTopics } : {}),
  };
}

/** What a cached route's answer `value` goes stale with, once it is known. */
function dependenciesOfAnswer(
  options: CacheRouteOptions,
  params: Record<string, string>,
  value: unknown,
): CacheDependency[] {
  const ownId = (value as { id?: unknown } | null)?.id;
  if (!options.answerIdTopics || typeof ownId !== 'string') return [dependencyOf(options, params)];
  const { answerIdTopics, ...rest } = options;
  return [dependencyOf(rest, params), { topics: answerIdTopics, id: ownId }];
}

/** One cached answer: the serialised body and its ETag, and the value for personalised routes. */
export type CachedAnswer = {
  body: string;
  etag: string;
  value: unknown;
  /** The body compressed, by content coding, made at its first serve in that coding. */
  encoded?: Partial<Record<ContentCoding, Promise<Buffer>>>;
};

/** A kept answer: when its computation started (on the cache's clock) and what makes it stale. */
type Entry = CachedAnswer & { startedAt: number; dependsOn: readonly CacheDependency[] };
type Pending = { promise: Promise<Entry>; startedAt: number };

/**
 * Answers of public reads kept in memory, LRU within a byte budget, and made stale by the realtime
 * events the writes publish.
 *
 * Staleness is checked on read with a logical clock: each event moves its topic (and topic + id)
 * to the next tick, and an answer is fresh only while none of what it depends on has moved since
 * its computation *started*. So an answer computed from data read before a write can never be
 * served after that write's event, even when it finishes after it.
 */
export class ReadCache {
  private clock = 0;
  /** Moved by a resync, which every answer depends on. */
  private everything = 0;
  /** Moved by every event of a topic. */
  private readonly topicAny = new Map<string, number>();
  /** Moved by events of a topic that carry no id (they concern every id). */
  private readonly topicWide = new Map<string, number>();
  /** Moved by events about one id: key `topic id`. */
  private readonly topicId = new Map<string, number>();
  private readonly entries: LRUCache<string, Entry>;
  private readonly pending = new Map<string, Pending>();

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      // Body (UTF-16 in memory) plus about as much again for a kept value, its compressed
      // copies and the key.
      sizeCalculation: (entry, key) => (entry.body.length + key.length) * 4 + 200,
    });
  }

  /** Marks everything that depends on the event's topic (and id) as stale. */
  invalidate(event: Pick<AppEvent, 'topic' | 'id'>): void {
    const tick = ++this.clock;
    // After the event stream was interrupted, events may have been missed: everything is stale.
    if (event.topic === RESYNC_TOPIC) {
      this.everything = tick;
      return;
    }
    this.topicAny.set(event.topic, tick);
    if (event.id === undefined) this.topicWide.set(event.topic, tick);
    else this.topicId.set(`${event.topic} ${event.id}`, tick);
  }

  /** The latest tick among what an answer depends on. */
  private version(dependsOn: readonly CacheDependency[]): number {
    let latest = this.everything;
    for (const { topics, id, anyIdTopics = [] } of dependsOn) {
      for (const topic of anyIdTopics) latest = Math.max(latest, this.topicAny.get(topic) ?? 0);
      for (const topic of topics) {
        if (id === undefined) {
          latest = Math.max(latest, this.topicAny.get(topic) ?? 0);
        } else {
          latest = Math.max(latest, this.topicWide.get(topic) ?? 0, this.topicId.get(`${topic} ${id}`) ?? 0);
        }
      }
    }
    return latest;
  }

  /**
   * The cached answer for `key`, or `compute`'s. Concurrent misses for one key share one
   * computation, unless an event arrived after it started (then it is stale and a new one starts).
   */
  async read(
    key: string,
    topics: readonly string[],
    id: string | undefined,
    compute: () => Promise<CachedAnswer>,
    anyIdTopics: readonly string[] = [],
  ): Promise<Entry> {
    const dependsOn = [{ topics, id, anyIdTopics }];
    const version = this.version(dependsOn);
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.startedAt >= version) return entry;
      this.entries.delete(key);
    }
    const running = this.pending.get(key);
    if (running && running.startedAt >= version) return running.promise;

    const startedAt = this.clock;
    // Kept even if an event came in meanwhile: the next read sees it is stale and drops it.
    const promise = compute().then((answer) => this.store(key, { ...answer, startedAt, dependsOn }));
    const pending = { promise, startedAt };
    this.pending.set(key, pending);
    try {
      return await promise;
    } finally {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    }
  }

  /**
   * Keeps an entry and returns it, so every reader of it shares what is added to it later; an
   * answer that goes out of date at a set time (`freshUntil`, epoch ms) is dropped then.
   */
  private store(key: string, entry: Entry, freshUntil?: number): Entry {
    if (freshUntil === undefined) this.entries.set(key, entry);
    else this.entries.set(key, entry, { ttl: Math.max(1, freshUntil - Date.now()) });
    return entry;
  }

  /**
   * Like read, for answers whose dependencies are known only once computed (rendered pages): the
   * entry goes stale with what its computation reported, or at the time it reported. With
   * `previousWhileComputing`, a stale answer is computed again by the first read that finds it,
   * and reads that come while that computation runs get the stale answer at once instead of
   * waiting (marked `stale`).
   */
  async readComputed(
    key: string,
    compute: () => Promise<CachedAnswer & { dependsOn: readonly CacheDependency[]; freshUntil?: number }>,
    options: { previousWhileComputing?: boolean } = {},
  ): Promise<Entry & { stale?: true }> {
    const entry = this.entries.get(key);
    if (entry && entry.startedAt >= this.version(entry.dependsOn)) return entry;
    const running = this.pending.get(key);
    if (entry && options.previousWhileComputing) {
      // Kept until the new answer replaces it: meanwhile it is served, marked stale.
      if (running) return { ...entry, stale: true };
    } else if (entry) {
      this.entries.delete(key);
    }
    // Shared only while no event at all has arrived since it started (its topics are not known yet).
    if (running && running.startedAt === this.clock) return running.promise;
    const startedAt = this.clock;
    const promise = compute().then(({ dependsOn, freshUntil, ...answer }) =>
      this.store(key, { ...answer, startedAt, dependsOn }, freshUntil),
    );
    const pending = { promise, startedAt };
    this.pending.set(key, pending);
    try {
      return await promise;
    } finally {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    }
  }

  /** Entries and bytes held (for tests and diagnostics). */
  get stats() {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}

/** The content codings cached answers are kept in. */
type ContentCoding = 'br' | 'gzip';

/** Bodies shorter than this (in characters) go as they are: compressing saves less than it costs. */
const MIN_COMPRESSED_LENGTH = 1024;

/**
 * From this length brotli is preferred, where its smaller output pays for its cost; below it gzip
 * is, which makes as small an answer in a third of the time (most answers are made for few serves).
 */
const BROTLI_FROM_LENGTH = 32 * 1024;

const brotliFirst = new Negotiator({ supportedValues: ['br', 'gzip'] });
const gzipFirst = new Negotiator({ supportedValues: ['gzip', 'br'] });

/**
 * The answer's body in the coding the request accepts, compressed once per cached answer rather
 * than at every serve; null when it goes as it is. (Its bytes are not counted in the cache's
 * budget: the estimate of each entry leaves room for them.)
 */
async function encodedBody(
  answer: CachedAnswer,
  acceptEncoding: string | undefined,
): Promise<[ContentCoding, Buffer] | null> {
  if (answer.body.length < MIN_COMPRESSED_LENGTH) return null;
  const codings = answer.body.length < BROTLI_FROM_LENGTH ? gzipFirst : brotliFirst;
  const coding = codings.negotiate(acceptEncoding ?? '') as ContentCoding | null;
  if (!coding) return null;
  answer.encoded ??= {};
  answer.encoded[coding] ??= compress(coding, answer.body);
  return [coding, await answer.encoded[coding]];
}

/** A strong ETag of what is sent: the body, or the parts that decide it. */
export function etagOf(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return `"${hash.digest('base64')}"`;
}

export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === etag || t === `W/${etag}` || t === '*';
  });
}

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only with an interface
  interface FastifyInstance {
    readCache: ReadCache | null;
  }
}

/**
 * A value a module keeps in the read cache under `key` (computed afresh when the cache is off),
 * stale with every event of `topics` and `anyIdTopics`: a part several answers are made from.
 */
export async function keptValue<T>(
  cache: ReadCache | null,
  key: string,
  topics: readonly string[],
  compute: () => Promise<T>,
  anyIdTopics: readonly string[] = [],
): Promise<T> {
  if (!cache) return compute();
  const kept = await cache.read(
    key,
    topics,
    undefined,
    async () => {
      const value = await compute();
      // Its JSON is kept as the body only for the cache's measure of its size.
      return { body: JSON.stringify(value) ?? '', etag: '', value };
    },
    anyIdTopics,
  );
  return kept.value as T;
}

/** What the answer each request was served from the cache depends on (read in-process by pages). */
const servedDependencies = new WeakMap<FastifyRequest, readonly CacheDependency[]>();

/**
 * What makes the cached answer `request` was served stale: the answer's own dependencies once it
 * is known (a hero read by its slug goes stale with its own ratings only); undefined when the
 * request was not served from the cache.
 */
export function dependenciesServed(request: FastifyRequest): readonly CacheDependency[] | undefined {
  return servedDependencies.get(request);
}

/**
 * Serves every route that declares `config.cache` from a ReadCache of `maxBytes` (0 turns it
 * off): the key is the route with its checked params and query; a matching If-None-Match is
 * answered 304 without running the handler. Register before the routes.
 */
export function registerReadCache(app: FastifyInstance, bus: EventBus, maxBytes: number): void {
  const cache = maxBytes > 0 ? new ReadCache(maxBytes) : null;
  app.decorate('readCache', cache);
  if (!cache) return;
  // Own writes clear at once (before their response); others' arrive through LISTEN/NOTIFY.
  const invalidate = (event: AppEvent) => {
    if (!event.internal) cache.invalidate(event);
  };
  const unsubscribeLocal = bus.subscribeLocal(invalidate);
  const unsubscribe = bus.subscribe((event, echo) => {
    if (!echo) invalidate(event);
  });
  app.addHook('onClose', async () => {
    unsubscribeLocal();
    unsubscribe();
  });

  app.addHook('onRoute', (route) => {
    const options = route.config?.cache;
    if (!options) return;
    const handler = route.handler as (
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<unknown>;
    const routeKey = `${route.method} ${route.url}`;
    route.handler = async function cachedHandler(this: FastifyInstance, request, reply) {
      if (options.isPrivateRead && (await options.isPrivateRead(request))) {
        reply.header('cache-control', PRIVATE_NO_STORE);
        return handler.call(this, request, reply);
      }
      const params = request.params as Record<string, string>;
      const key = `${routeKey}?${JSON.stringify(params)}${JSON.stringify(request.query)}`;
      const { id } = dependencyOf(options, params);
      // Kept under the route's topics; or, when the answer names its own id, under what it shows.
      const readThrough = (
        cacheKey: string,
        compute: () => Promise<{ answer: CachedAnswer; shown: unknown }>,
      ): Promise<Entry> =>
        options.answerIdTopics
          ? cache.readComputed(cacheKey, async () => {
              const { answer, shown } = await compute();
              return { ...answer, dependsOn: dependenciesOfAnswer(options, params, shown) };
            })
          : cache.read(
              cacheKey,
              options.topics,
              id,
              async () => (await compute()).answer,
              options.anyIdTopics,
            );
      // The handler must return the answer (not send it itself).
      const answer = await readThrough(key, async () => {
        const value = await handler.call(this, request, reply);
        const body = reply.serialize(value) as string;
        return {
          answer: { body, etag: etagOf(body), value: options.personalise ? value : undefined },
          shown: value,
        };
      });
      servedDependencies.set(request, answer.dependsOn);
      let served: CachedAnswer = answer;
      if (options.personalise) {
        reply.header('cache-control', PRIVATE_REVALIDATE);
        const viewer = await getViewer(request);
        // A member's copy (public answer plus their own part) is cached too, under their id,
        // and goes stale with the public one.
        if (viewer) {
          const personalise = options.personalise;
          served = await readThrough(`${key} ${viewer.id}`, async () => {
            const value = await personalise(request, viewer, answer.value as never);
            const body = reply.serialize(value) as string;
            return { answer: { body, etag: etagOf(body), value: undefined }, shown: answer.value };
          });
        }
      } else {
        reply.header('cache-control', PUBLIC_REVALIDATE);
      }
      reply.header('etag', served.etag);
      reply.header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], served.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const encoded = await encodedBody(served, request.headers['accept-encoding']);
      if (!encoded) return reply.send(served.body);
      return reply.header('content-encoding', encoded[0]).send(encoded[1]);
    } as RouteHandlerMethod;
  });
}
