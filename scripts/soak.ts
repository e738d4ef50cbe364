// Members under load: starts the production server on a temporary data folder with the demo
// content and has N members, arriving over the first second, each loop as a browser would: one
// round in --page-every (4) starts with a page load (the member's server-rendered home page and
// a hero page in turn, members out of step), then the hero list, a hero, its comments and rating
// through the API, posting a comment, a vote and a rating. Prints requests per second, p50, p99,
// max and errors, overall and per kind of request, and lost writes (acknowledged comments
// missing afterwards).
//
// Usage: npm run soak -- [members=100] [seconds=60] [--instances N] [--postgres-only]
//                        [--restart-db [--outage-seconds 3]] [--page-every 4]
// - The embedded database first; then, with DATABASE_URL set (a PostgreSQL server the runner may
//   create databases on), N instances (default 1) sharing one new database of that server, the
//   members spread across them, with a check that live events cross from each instance to every
//   other.
// - --restart-db: N instances on a private PostgreSQL cluster made for the run (initdb, its own
//   port), stopped a third of the way through for --outage-seconds and started again: requests
//   meanwhile must fail at once with 503 in the error shape, writes and live events be back
//   within 5 s of the database, and no acknowledged write be lost.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { type EventStream, openEventStream } from '../apps/server/src/test/event-stream.ts';
import { type PrivateCluster, startPrivateCluster } from '../apps/server/src/test/private-postgres.ts';
import { createDatabase, type RunningServer, signUpMembers, startServer } from './lib/server.ts';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    instances: { type: 'string', default: '1' },
    'postgres-only': { type: 'boolean', default: false },
    'restart-db': { type: 'boolean', default: false },
    'outage-seconds': { type: 'string', default: '3' },
    'page-every': { type: 'string', default: '4' },
  },
});
const MEMBERS = Number(positionals[0] ?? 100);
const SECONDS = Number(positionals[1] ?? 60);
const INSTANCES = Number(flags.instances);
const OUTAGE_MS = Number(flags['outage-seconds']) * 1000;
/** The first instance's port; the others take the ports after it. */
const PORT = Number(process.env.SOAK_PORT ?? 3391);
/** A request still unanswered after this long counts as an error. */
const TIMEOUT_MS = 30_000;
/** Targets: no request waits longer, p99 within P99_MS (the embedded database). */
const MAX_MS = 2_000;
const P99_MS = 300;
/** While the database is down no request waits longer; service is back this soon after it. */
const FAIL_FAST_MS = 3_000;
const BACK_WITHIN_MS = 5_000;
/**
 * A browser loads a page from the server when a member arrives or follows a link from elsewhere,
 * and moves on inside the app through the API: one round in PAGE_EVERY starts with a page load,
 * the home page and a hero page in turn (0: none, the API alone).
 */
const PAGE_EVERY = Number(flags['page-every']);

type Kind = 'page' | 'read' | 'write';
type Sample = {
  /** When it was sent and answered (ms since the epoch). */
  at: number;
  doneAt: number;
  ms: number;
  ok: boolean;
  status: number;
  /** A refusal in the one error shape: its code. */
  code: string | null;
  route: string;
  kind: Kind;
  instance: number;
};

type Target = {
  label: string;
  /** PostgreSQL server to make the shared database on; the embedded database when unset. */
  adminUrl?: string;
  instances: number;
  /** Stopped and started during the run. */
  cluster?: PrivateCluster;
};

type Outage = { stopAt: number; downAt: number; upAt: number; resyncMs: number[] };

type Figures = {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  lost: number;
  load: string;
  met: boolean;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function quantiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/** The answer's error code when its body is exactly the one error shape, else null. */
function errorCode(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Object.keys(body).join() !== 'error') return null;
  const error = (body as { error: unknown }).error;
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' ? code : null;
}

/** Members' connections stay open between their requests, as a browser's do. */
const agent = new http.Agent({ keepAlive: true });

/**
 * One request as a browser makes it, compressed answers accepted. Sent through node:http rather
 * than fetch, which costs several times more: the members share the machine with the server, so
 * what they cost is taken from it. The body is decoded only when asked for.
 */
function send(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string | undefined },
): Promise<{ status: number; decode: () => unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method,
        agent,
        headers: { ...options.headers, 'accept-encoding': 'br, gzip' },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            decode: () => {
              const bytes = Buffer.concat(chunks);
              const coding = res.headers['content-encoding'];
              const text = (
                coding === 'br'
                  ? zlib.brotliDecompressSync(bytes)
                  : coding === 'gzip'
                    ? zlib.gunzipSync(bytes)
                    : bytes
              ).toString('utf8');
              return res.headers['content-type']?.includes('json') ? JSON.parse(text) : text;
            },
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in time')));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** An answer that is not a failure (a redirect is a page's answer too). */
const isOk = (status: number) => status >= 200 && status < 400;

const loadAverage = () => os.loadavg()[0]?.toFixed(1) ?? '?';

async function soak(target: Target): Promise<Figures> {
  const shared = target.adminUrl ? await createDatabase(target.adminUrl) : undefined;
  const servers: RunningServer[] = [];
  const streams: EventStream[] = [];
  try {
    // One at a time: the first migrates and seeds the shared database, the next find it done.
    // One secret signs every instance's sessions, as in a deployment of several.
    const env = { AUTH_SECRET: randomBytes(32).toString('base64') };
    for (let i = 0; i < target.instances; i++)
      servers.push(await startServer({ port: PORT + i, sharedDatabaseUrl: shared?.url, env }));
    const bases = servers.map((s) => s.baseUrl);
    const cookies = await signUpMembers(bases[0] as string, MEMBERS, `soak-${Date.now().toString(36)}`);
    const list = (await (await fetch(`${bases[0]}/api/heroes`)).json()) as {
      items: { id: string; slug: string }[];
    };
    if (list.items.length === 0) throw new Error('no heroes to visit');
    // One member's live event stream on each instance, as an open browser tab holds.
    for (const [i, base] of bases.entries()) streams.push(await openEventStream(base, cookies[i]));

    const samples: Sample[] = [];
    const acknowledged: { heroId: string; id: string }[] = [];

    /** One request of a member; `read`: its body is wanted (a refusal's always is, for its code). */
    const call = async (
      instance: number,
      cookie: string,
      path: string,
      init: { method?: string; body?: string; read?: boolean } = {},
    ) => {
      const kind: Kind = init.method ? 'write' : path.startsWith('/api/') ? 'read' : 'page';
      const at = Date.now();
      const started = performance.now();
      let status = 0;
      let body: unknown;
      try {
        const answer = await send(`${bases[instance]}${path}`, {
          method: init.method ?? 'GET',
          headers: {
            cookie,
            accept: kind === 'page' ? 'text/html' : 'application/json',
            ...(init.body ? { 'content-type': 'application/json' } : {}),
          },
          body: init.body,
        });
        status = answer.status;
        if (init.read || !isOk(status)) body = answer.decode();
      } catch {
        status = 0;
      }
      const ms = performance.now() - started;
      const ok = isOk(status);
      const route = `${kind === 'page' ? 'page' : (init.method ?? 'GET')} ${path
        .replace(/[0-9a-f-]{36}/g, ':id')
        .replace(/^\/heroes\/[^/?]+/, '/heroes/:slug')
        .replace(/^\/api\/heroes\/(?!:id)[^/?]+$/, '/api/heroes/:slug')
        .replace(/\?.*$/, '')}`;
      samples.push({
        at,
        doneAt: at + ms,
        ms,
        ok,
        status,
        code: ok ? null : errorCode(body),
        route,
        kind,
        instance,
      });
      return ok ? body : undefined;
    };

    const deadline = Date.now() + SECONDS * 1000;
    const member = async (cookie: string, index: number) => {
      const instance = index % servers.length;
      // Members arrive over the first second, not all in one instant, and load pages out of step.
      await sleep((index / MEMBERS) * 1000);
      let round = 0;
      while (Date.now() < deadline) {
        const hero = list.items[(index + round) % list.items.length] as { id: string; slug: string };
        const step = round + index;
        if (PAGE_EVERY > 0 && step % PAGE_EVERY === 0)
          await call(instance, cookie, step % (2 * PAGE_EVERY) === 0 ? '/' : `/heroes/${hero.slug}`);
        round += 1;
        await call(instance, cookie, `/api/heroes?page=1`);
        await call(instance, cookie, `/api/heroes/${hero.slug}`);
        const page = (await call(instance, cookie, `/api/heroes/${hero.id}/comments?sort=useful`, {
          read: true,
        })) as { items: { id: string }[] } | undefined;
        await call(instance, cookie, `/api/heroes/${hero.id}/rating`);
        const posted = (await call(instance, cookie, `/api/heroes/${hero.id}/comments`, {
          method: 'POST',
          body: JSON.stringify({ content: `Soak comment ${index}-${round}` }),
          read: true,
        })) as { id: string } | undefined;
        if (posted) acknowledged.push({ heroId: hero.id, id: posted.id });
        const target = page?.items[0]?.id ?? posted?.id;
        if (target) {
          await call(instance, cookie, `/api/hero-comments/${target}/vote`, {
            method: 'PUT',
            body: JSON.stringify({ voteType: 'up' }),
          });
        }
        await call(instance, cookie, `/api/heroes/${hero.id}/rating`, {
          method: 'PUT',
          body: JSON.stringify({ rating: 1 + (round % 5) }),
        });
      }
    };

    // The database restart, a third of the way through.
    let outage: Outage | null = null;
    const restart = (async () => {
      const { cluster } = target;
      if (!cluster) return;
      await sleep((SECONDS * 1000) / 3);
      const stopAt = Date.now();
      await cluster.stop();
      const downAt = Date.now();
      await sleep(OUTAGE_MS);
      await cluster.start();
      const upAt = Date.now();
      // Each instance listens again and tells its streams to refetch.
      const resyncMs = await Promise.all(
        streams.map((s) =>
          s
            .waitFor((e) => e.topic === 'resync', 15_000)
            .then(() => Date.now() - upAt)
            .catch(() => Number.POSITIVE_INFINITY),
        ),
      );
      outage = { stopAt, downAt, upAt, resyncMs };
    })();

    const loadBefore = loadAverage();
    const started = performance.now();
    await Promise.all([...cookies.map((cookie, i) => member(cookie, i)), restart]);
    const elapsed = (performance.now() - started) / 1000;
    const load = `${loadBefore} → ${loadAverage()}`;

    const stopped = servers.flatMap((s, i) => (s.running() ? [] : [String.fromCharCode(65 + i)]));
    if (stopped.length > 0) throw new Error(`instance ${stopped.join(', ')} stopped during the run`);

    // Live events: a comment posted through each instance reaches a stream held on every instance.
    const crossings: string[] = [];
    let crossed = true;
    const hero = list.items[0] as { id: string };
    for (const [from, base] of bases.entries()) {
      for (const [to, stream] of streams.entries()) {
        stream.received.length = 0;
        const sentAt = performance.now();
        const res = await fetch(`${base}/api/heroes/${hero.id}/comments`, {
          method: 'POST',
          headers: { cookie: cookies[0] as string, 'content-type': 'application/json' },
          body: JSON.stringify({ content: `Soak probe ${from} to ${to}` }),
        });
        if (res.ok) acknowledged.push({ heroId: hero.id, id: ((await res.json()) as { id: string }).id });
        const arrived = await stream
          .waitFor((e) => e.topic === 'hero-comments' && e.id === hero.id, 5_000)
          .then(() => `${(performance.now() - sentAt).toFixed(0)} ms`)
          .catch(() => 'NOT RECEIVED');
        if (!res.ok || arrived === 'NOT RECEIVED') crossed = false;
        crossings.push(`${String.fromCharCode(65 + from)}→${String.fromCharCode(65 + to)} ${arrived}`);
      }
    }

    // Lost writes: every acknowledged comment must be on its hero's pages.
    const seen = new Set<string>();
    for (const heroId of new Set(acknowledged.map((a) => a.heroId))) {
      for (let page = 1; ; page++) {
        const body = (await (
          await fetch(`${bases[0]}/api/heroes/${heroId}/comments?sort=recent&page=${page}`)
        ).json()) as { items: { id: string }[]; totalPages: number };
        for (const item of body.items) seen.add(item.id);
        if (page >= body.totalPages) break;
      }
    }
    const lost = acknowledged.filter((a) => !seen.has(a.id)).length;

    const { p50, p99, max } = quantiles(samples.map((s) => s.ms));
    const failed = samples.filter((s) => !s.ok);
    const count = (items: Sample[]) => {
      const by = new Map<string, number>();
      for (const s of items) {
        const key = `${s.kind} ${s.status || 'no answer'}${s.code ? ` ${s.code}` : ''}`;
        by.set(key, (by.get(key) ?? 0) + 1);
      }
      return [...by].map(([k, v]) => `${k}: ${v}`).join(', ');
    };
    const rps = samples.length / elapsed;
    console.log(`\n${target.label}: ${MEMBERS} members for ${SECONDS} s (load average ${load})`);
    console.log(
      `requests ${samples.length}  req/s ${rps.toFixed(0)}  p50 ${p50.toFixed(0)} ms  p99 ${p99.toFixed(0)} ms  ` +
        `max ${max.toFixed(0)} ms  errors ${failed.length}${failed.length ? ` (${count(failed)})` : ''}  ` +
        `comments acknowledged ${acknowledged.length}, lost ${lost}`,
    );
    const line = (name: string, items: Sample[]) => {
      const q = quantiles(items.map((s) => s.ms));
      const errors = items.filter((s) => !s.ok).length;
      console.log(
        `  ${name.padEnd(44)} n ${String(items.length).padStart(6)}  p50 ${q.p50.toFixed(0).padStart(5)}  ` +
          `p99 ${q.p99.toFixed(0).padStart(5)}  max ${q.max.toFixed(0).padStart(5)}  errors ${errors}`,
      );
    };
    for (const kind of ['page', 'read', 'write'] as const) {
      line(
        `${kind}s`,
        samples.filter((s) => s.kind === kind),
      );
      for (const route of new Set(samples.filter((s) => s.kind === kind).map((s) => s.route)))
        line(
          `  ${route}`,
          samples.filter((s) => s.route === route),
        );
    }
    if (servers.length > 1)
      for (const i of servers.keys())
        line(
          `instance ${String.fromCharCode(65 + i)}`,
          samples.filter((s) => s.instance === i),
        );
    console.log(`live events (posted on → seen on): ${crossings.join(', ')}`);

    let met: boolean;
    if (target.cluster) {
      const o = outage as Outage | null;
      if (!o) throw new Error('the database restart did not happen');
      // Back: each instance's first API request answered after the database is up.
      const backMs = servers.map((_, i) => {
        const first = samples
          .filter((s) => s.instance === i && s.kind !== 'page' && s.ok && s.doneAt >= o.upAt)
          .sort((a, b) => a.doneAt - b.doneAt)[0];
        return first ? first.doneAt - o.upAt : Number.POSITIVE_INFINITY;
      });
      const backAt = o.upAt + Math.max(...backMs);
      const during = samples.filter((s) => s.doneAt >= o.stopAt && s.at <= backAt);
      const apiDuring = during.filter((s) => s.kind !== 'page');
      const apiFailed = apiDuring.filter((s) => !s.ok);
      const refusedRight = apiFailed.filter((s) => s.status === 503 && s.code === 'UNAVAILABLE');
      const outside = failed.filter((s) => !(s.doneAt >= o.stopAt && s.at <= backAt));
      // On a loaded machine any answer may be slow: a refusal is prompt when it is no slower than
      // FAIL_FAST_MS or the slowest 1 % of API answers outside the outage.
      const usual = quantiles(
        samples
          .filter((s) => s.kind !== 'page' && !(s.doneAt >= o.stopAt && s.at <= backAt))
          .map((s) => s.ms),
      ).p99;
      const promptMs = Math.max(FAIL_FAST_MS, usual);
      // A refusal must come at once; an answer that succeeded meanwhile is timed by the load as
      // much as by the outage, and printed. Pages fall back to what a visitor sees.
      const slowestRefusal = Math.max(0, ...apiFailed.map((s) => s.ms));
      const slowest = Math.max(0, ...apiDuring.map((s) => s.ms));
      const pagesDuring = during.filter((s) => s.kind === 'page');
      console.log(
        `database restart: down ${o.upAt - o.downAt} ms (stopping took ${o.downAt - o.stopAt} ms); ` +
          `${apiDuring.length} API requests meanwhile, slowest ${slowest.toFixed(0)} ms; ` +
          `API refusals ${apiFailed.length} (slowest ${slowestRefusal.toFixed(0)} ms), of them 503 UNAVAILABLE in the error shape ${refusedRight.length}` +
          `${apiFailed.length > refusedRight.length ? ` (others: ${count(apiFailed.filter((s) => !refusedRight.includes(s)))})` : ''}; ` +
          `${pagesDuring.length} pages meanwhile: ${pagesDuring.filter((s) => s.ok).length} served, ` +
          `${count(pagesDuring.filter((s) => !s.ok)) || 'none refused'}, slowest ${Math.max(0, ...pagesDuring.map((s) => s.ms)).toFixed(0)} ms`,
      );
      console.log(
        `back after the database: API ${backMs.map((ms, i) => `${String.fromCharCode(65 + i)} ${ms.toFixed(0)} ms`).join(', ')}; ` +
          `live events (resync) ${o.resyncMs.map((ms, i) => `${String.fromCharCode(65 + i)} ${ms.toFixed(0)} ms`).join(', ')}; ` +
          `errors outside the outage ${outside.length}${outside.length ? ` (${count(outside)})` : ''}`,
      );
      met =
        lost === 0 &&
        crossed &&
        slowestRefusal <= promptMs &&
        apiFailed.length === refusedRight.length &&
        outside.length === 0 &&
        backMs.every((ms) => ms <= BACK_WITHIN_MS) &&
        o.resyncMs.every((ms) => ms <= BACK_WITHIN_MS);
      console.log(
        `target (API refusals meanwhile 503 in the error shape within ${promptMs.toFixed(0)} ms ` +
          `(${FAIL_FAST_MS} ms, or the p99 of API answers outside the outage when slower), ` +
          `API and live events back within ${BACK_WITHIN_MS} ms, no other errors, nothing lost, events cross): ${met ? 'met' : 'MISSED'}`,
      );
    } else if (target.adminUrl) {
      met = failed.length === 0 && lost === 0 && crossed;
      console.log(`target (no errors, nothing lost, live events cross instances): ${met ? 'met' : 'MISSED'}`);
    } else {
      met = max <= MAX_MS && p99 <= P99_MS && failed.length === 0 && lost === 0;
      console.log(
        `target (max ≤ ${MAX_MS} ms, p99 ≤ ${P99_MS} ms, no errors, nothing lost): ${met ? 'met' : 'MISSED'}`,
      );
    }
    return {
      label: target.label,
      requests: samples.length,
      rps,
      p50,
      p99,
      max,
      errors: failed.length,
      lost,
      load,
      met,
    };
  } finally {
    await Promise.all(streams.map((s) => s.close()));
    for (const server of servers) await server.stop();
    await shared?.drop();
  }
}

async function main(): Promise<boolean> {
  const adminUrl = process.env.DATABASE_URL || undefined;
  if (INSTANCES > 1 && !adminUrl && !flags['restart-db']) {
    console.error('--instances needs DATABASE_URL (a PostgreSQL server to share) or --restart-db');
    return false;
  }
  const instances = (n: number) => (n === 1 ? 'one instance' : `${n} instances`);
  const results: Figures[] = [];
  if (!flags['postgres-only']) results.push(await soak({ label: 'embedded database', instances: 1 }));
  if (flags['restart-db']) {
    const cluster = await startPrivateCluster();
    try {
      results.push(
        await soak({
          label: `PostgreSQL (private cluster, restarted), ${instances(INSTANCES)}`,
          adminUrl: cluster.url,
          instances: INSTANCES,
          cluster,
        }),
      );
    } finally {
      await cluster.remove();
    }
  } else if (adminUrl) {
    results.push(
      await soak({ label: `PostgreSQL, ${instances(INSTANCES)}`, adminUrl, instances: INSTANCES }),
    );
  }
  if (results.length > 1) {
    console.log(`\n${MEMBERS} members for ${SECONDS} s, side by side (${os.cpus().length} cores, shared):`);
    for (const r of results)
      console.log(
        `  ${r.label.padEnd(50)} req/s ${r.rps.toFixed(0).padStart(5)}  p50 ${r.p50.toFixed(0).padStart(5)} ms  ` +
          `p99 ${r.p99.toFixed(0).padStart(5)} ms  max ${r.max.toFixed(0).padStart(5)} ms  errors ${r.errors}  lost ${r.lost}  ` +
          `load ${r.load}  ${r.met ? 'met' : 'MISSED'}`,
      );
  }
  return results.length > 0 && results.every((r) => r.met);
}

process.exitCode = (await main()) ? 0 : 1;
