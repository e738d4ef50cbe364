// Members under load: starts the production server on a temporary data folder with the demo
// content (embedded database, or a new database on DATABASE_URL's server), signs up N members
// and has each loop over the hero pages as a browser would: the list, a hero page, its
// comments and rating, then post a comment, vote and rate. Prints requests per second, p50,
// p99, max, errors, and lost writes (acknowledged comments missing afterwards).
// Usage: npm run soak -- [members=100] [seconds=60]
import { signUpMembers, startServer } from './lib/server.ts';

const MEMBERS = Number(process.argv[2] ?? 100);
const SECONDS = Number(process.argv[3] ?? 60);
const PORT = Number(process.env.SOAK_PORT ?? 3391);
/** A request still unanswered after this long counts as an error. */
const TIMEOUT_MS = 30_000;
/** Target: no request waits longer, p99 within P99_MS. */
const MAX_MS = 2_000;
const P99_MS = 300;

type Sample = { ms: number; ok: boolean; kind: string };

async function soak(databaseUrl: string | undefined): Promise<boolean> {
  const server = await startServer({ port: PORT, databaseUrl });
  try {
    const base = server.baseUrl;
    const cookies = await signUpMembers(base, MEMBERS, `soak-${Date.now().toString(36)}`);
    const list = (await (await fetch(`${base}/api/heroes`)).json()) as {
      items: { id: string; slug: string }[];
    };
    if (list.items.length === 0) throw new Error('no heroes to visit');
    const samples: Sample[] = [];
    const acknowledged: { heroId: string; id: string }[] = [];
    const errors = new Map<string, number>();

    const call = async (cookie: string, path: string, init: RequestInit = {}) => {
      const started = performance.now();
      let ok = false;
      let json: unknown;
      try {
        const res = await fetch(`${base}${path}`, {
          ...init,
          headers: { cookie, ...(init.body ? { 'content-type': 'application/json' } : {}) },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        json = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
        ok = res.ok;
        if (!ok)
          errors.set(
            `${init.method ?? 'GET'} ${res.status}`,
            (errors.get(`${init.method ?? 'GET'} ${res.status}`) ?? 0) + 1,
          );
      } catch (error) {
        const name = error instanceof Error ? error.name : 'error';
        errors.set(name, (errors.get(name) ?? 0) + 1);
      }
      const kind = `${init.method ?? 'GET'} ${path.replace(/[0-9a-f-]{36}/g, ':id').replace(/\?.*$/, '')}`;
      samples.push({ ms: performance.now() - started, ok, kind });
      return ok ? json : undefined;
    };

    const deadline = Date.now() + SECONDS * 1000;
    const member = async (cookie: string, index: number) => {
      let round = 0;
      while (Date.now() < deadline) {
        const hero = list.items[(index + round) % list.items.length] as { id: string; slug: string };
        round += 1;
        await call(cookie, `/api/heroes?page=1`);
        await call(cookie, `/api/heroes/${hero.slug}`);
        const page = (await call(cookie, `/api/heroes/${hero.id}/comments?sort=useful`)) as
          | { items: { id: string }[] }
          | undefined;
        await call(cookie, `/api/heroes/${hero.id}/rating`);
        const posted = (await call(cookie, `/api/heroes/${hero.id}/comments`, {
          method: 'POST',
          body: JSON.stringify({ content: `Soak comment ${index}-${round}` }),
        })) as { id: string } | undefined;
        if (posted) acknowledged.push({ heroId: hero.id, id: posted.id });
        const target = page?.items[0]?.id ?? posted?.id;
        if (target) {
          await call(cookie, `/api/hero-comments/${target}/vote`, {
            method: 'PUT',
            body: JSON.stringify({ voteType: 'up' }),
          });
        }
        await call(cookie, `/api/heroes/${hero.id}/rating`, {
          method: 'PUT',
          body: JSON.stringify({ rating: 1 + (round % 5) }),
        });
      }
    };
    if (process.env.SOAK_WARM)
      for (const cookie of cookies) await fetch(`${base}/api/me`, { headers: { cookie } });
    const started = performance.now();
    await Promise.all(cookies.map((cookie, i) => member(cookie, i)));
    const elapsed = (performance.now() - started) / 1000;

    // Lost writes: every acknowledged comment must be on its hero's pages.
    const seen = new Set<string>();
    for (const heroId of new Set(acknowledged.map((a) => a.heroId))) {
      for (let page = 1; ; page++) {
        const body = (await (
          await fetch(`${base}/api/heroes/${heroId}/comments?sort=recent&page=${page}`)
        ).json()) as {
          items: { id: string }[];
          totalPages: number;
        };
        for (const item of body.items) seen.add(item.id);
        if (page >= body.totalPages) break;
      }
    }
    const lost = acknowledged.filter((a) => !seen.has(a.id)).length;

    const times = samples.map((s) => s.ms).sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    const errorCount = samples.filter((s) => !s.ok).length;
    const max = times.at(-1) ?? 0;
    console.log(`\n${server.kind}: ${MEMBERS} members for ${SECONDS} s`);
    console.log(
      `requests ${samples.length}  req/s ${(samples.length / elapsed).toFixed(0)}  p50 ${at(0.5).toFixed(0)} ms  ` +
        `p99 ${at(0.99).toFixed(0)} ms  max ${max.toFixed(0)} ms  errors ${errorCount}` +
        `${errors.size ? ` (${[...errors].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}  ` +
        `comments acknowledged ${acknowledged.length}, lost ${lost}`,
    );
    if (process.env.SOAK_DETAIL) {
      for (const kind of new Set(samples.map((x) => x.kind))) {
        const k = samples
          .map((x) => (x.kind === kind ? x.ms : -1))
          .filter((x) => x >= 0)
          .sort((a, b) => a - b);
        const q = (f: number) => (k[Math.min(k.length - 1, Math.floor(f * k.length))] ?? 0).toFixed(0);
        console.log(
          `  ${kind.padEnd(40)} n ${String(k.length).padStart(6)}  p50 ${q(0.5).padStart(5)}  p99 ${q(0.99).padStart(5)}  max ${(k.at(-1) ?? 0).toFixed(0).padStart(5)}`,
        );
      }
    }
    const met = max <= MAX_MS && at(0.99) <= P99_MS && errorCount === 0 && lost === 0;
    console.log(
      `target (max ≤ ${MAX_MS} ms, p99 ≤ ${P99_MS} ms, no errors, nothing lost): ${met ? 'met' : 'MISSED'}`,
    );
    return met;
  } finally {
    await server.stop();
  }
}

let met = await soak(undefined);
if (process.env.DATABASE_URL) met = (await soak(process.env.DATABASE_URL)) && met;
process.exitCode = met ? 0 : 1;
