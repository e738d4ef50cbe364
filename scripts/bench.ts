// Measures the server as a browser uses it: each route's requests per second and p99
// latency, printed beside the same figures for a bare Fastify hello started by this script
// and measured in the same run, so the ratios hold from machine to machine.
// Usage: npm run bench  (builds, then starts the production server on a fresh embedded
// database with demo content plus the load-test data set: 5,000 heroes, 100,000 comments;
// then again on PostgreSQL when DATABASE_URL is set, on a new database dropped afterwards).
// BENCH_SECONDS sets the seconds per route (default 5).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { type RunningServer, signUpMembers, startServer } from './lib/server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
/** Writes rotate over this many members, so per-member write limits do not shape the figures. */
const WRITERS = 100;
/** Target for the trivial route and public reads: at least half the bare hello's rate, at most 5× the trivial route's p99. */
const MIN_RPS_RATIO = 0.5;
const MAX_P99_RATIO = 5;
/** Target for a visitor's cached page: at least half the trivial route's rate. */
const MIN_PAGE_RATIO = 0.5;
/** Target for a member's rendered page: p99 within this many ms at MEMBER_PAGE_CONNECTIONS. */
const MAX_MEMBER_PAGE_P99_MS = 100;
const MEMBER_PAGE_CONNECTIONS = 10;

type Figures = { rps: number; p99: number; errors: number };
type Route = {
  name: string;
  path: string;
  kind: 'trivial' | 'read' | 'page' | 'member-page' | 'other' | 'write';
  connections?: number;
  headers?: Record<string, string>;
  /** Cookies to rotate over, one per request. */
  cookies?: string[];
  method?: 'POST' | 'PUT';
  /** Body per request (the n-th request of the run). */
  body?: (n: number) => unknown;
  /** The path per request, for writes spread over several targets. */
  pathOf?: (n: number) => string;
  expect304?: boolean;
};

async function measure(baseUrl: string, route: Route, duration: number): Promise<Figures> {
  let n = 0;
  const result = await autocannon({
    url: `${baseUrl}${route.path}`,
    connections: route.connections ?? CONNECTIONS,
    duration,
    method: route.method ?? 'GET',
    headers: { ...route.headers, ...(route.body ? { 'content-type': 'application/json' } : {}) },
    requests: [
      {
        setupRequest: (request) => {
          const i = n++;
          const cookie = route.cookies?.[i % route.cookies.length];
          return {
            ...request,
            ...(route.pathOf ? { path: route.pathOf(i) } : {}),
            ...(route.body ? { body: JSON.stringify(route.body(i)) } : {}),
            headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
          };
        },
      },
    ],
  });
  // A 304 is the answer a revalidating browser wants, not an error.
  const non2xx = route.expect304
    ? result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0)
    : result.non2xx;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + non2xx,
  };
}

/** Requests per second of a bare Fastify answering a small JSON body, on its own port. */
async function measureHello(): Promise<Figures> {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const url = await hello.listen({ port: PORT + 1, host: '127.0.0.1' });
  try {
    const route: Route = { name: 'hello', path: '/', kind: 'other' };
    await measure(url, route, 1); // warm-up
    return await measure(url, route, DURATION_S);
  } finally {
    await hello.close();
  }
}

/** Whether a row met its target, or '' for rows without one. */
function verdictOf(route: Route, figures: Figures, hello: Figures, trivial: Figures): boolean | undefined {
  if (figures.errors > 0 && route.kind !== 'other' && route.kind !== 'write') return false;
  switch (route.kind) {
    case 'trivial':
      return figures.rps / hello.rps >= MIN_RPS_RATIO;
    case 'read':
      return (
        figures.rps / hello.rps >= MIN_RPS_RATIO && figures.p99 / Math.max(trivial.p99, 1) <= MAX_P99_RATIO
      );
    case 'page':
      return figures.rps / trivial.rps >= MIN_PAGE_RATIO;
    case 'member-page':
      return figures.p99 <= MAX_MEMBER_PAGE_P99_MS;
    default:
      return undefined;
  }
}

async function benchOne(server: RunningServer): Promise<boolean> {
  const base = server.baseUrl;
  const cookies = await signUpMembers(base, WRITERS, `bench-${Date.now().toString(36)}`);
  const member = cookies.slice(0, 1);
  const list = (await (await fetch(`${base}/api/heroes?page=3`)).json()) as {
    items: { id: string; slug: string }[];
  };
  const hero = list.items[0];
  if (!hero) throw new Error('no heroes to measure');
  const heroIds = list.items.map((h) => h.id);
  const etag = (await fetch(`${base}/api/heroes`)).headers.get('etag') ?? '';
  const comments = (await (await fetch(`${base}/api/heroes/${hero.id}/comments?sort=useful`)).json()) as {
    items: { id: string }[];
  };
  const commentIds = comments.items.map((c) => c.id);
  if (commentIds.length === 0) throw new Error('no comments to vote on');
  const directory = (await (await fetch(`${base}/api/members`)).json()) as { items: { username: string }[] };
  const username = directory.items[0]?.username;
  if (!username) throw new Error('no members to measure');

  const routes: Route[] = [
    { name: 'trivial route: /api/me, visitor', path: '/api/me', kind: 'trivial' },
    { name: 'ping', path: '/api/ping', kind: 'other' },
    { name: 'health (database round-trip)', path: '/api/health', kind: 'other' },
    { name: 'session of a signed-in member', path: '/api/me', kind: 'other', cookies: member },
    { name: 'page: home, visitor', path: '/', kind: 'page' },
    { name: 'page: /heroes, visitor', path: '/heroes', kind: 'page' },
    { name: 'page: a hero, visitor', path: `/heroes/${hero.slug}`, kind: 'page' },
    {
      name: `page: a hero, member (${MEMBER_PAGE_CONNECTIONS} conn.)`,
      path: `/heroes/${hero.slug}`,
      kind: 'member-page',
      connections: MEMBER_PAGE_CONNECTIONS,
      cookies: member,
    },
    { name: 'hero list, page 1', path: '/api/heroes', kind: 'read' },
    {
      name: 'hero list, 304 on ETag',
      path: '/api/heroes',
      kind: 'read',
      headers: { 'if-none-match': etag },
      expect304: true,
    },
    {
      name: 'hero list, search + filters',
      path: '/api/heroes?search=hero%2004&class=Guard,Doctor&role=Tank',
      kind: 'read',
    },
    { name: 'hero stats', path: '/api/heroes/stats', kind: 'read' },
    { name: 'hero page', path: `/api/heroes/${hero.slug}`, kind: 'read' },
    { name: 'hero comments, visitor', path: `/api/heroes/${hero.id}/comments?sort=useful`, kind: 'read' },
    {
      name: 'hero comments, member',
      path: `/api/heroes/${hero.id}/comments?sort=useful`,
      kind: 'read',
      cookies,
    },
    { name: 'rating summary, visitor', path: `/api/heroes/${hero.id}/rating`, kind: 'read' },
    { name: 'rating summary, member', path: `/api/heroes/${hero.id}/rating`, kind: 'read', cookies },
    { name: 'home: highest rated heroes', path: '/api/home/heroes', kind: 'read' },
    { name: 'home: latest news', path: '/api/home/news', kind: 'read' },
    { name: 'home: guides', path: '/api/home/guides', kind: 'read' },
    { name: 'home: teams', path: '/api/home/teams', kind: 'read' },
    { name: 'members directory', path: '/api/members', kind: 'read' },
    { name: 'members directory, search', path: '/api/members?search=storm_1', kind: 'read' },
    { name: 'member profile', path: `/api/profiles/${encodeURIComponent(username)}`, kind: 'read' },
    { name: 'outfit gallery', path: '/api/outfits', kind: 'read' },
    { name: 'outfit gallery, search', path: '/api/outfits?search=outfit', kind: 'read' },
    { name: 'public teams', path: '/api/teams', kind: 'read' },
    { name: 'public teams, search', path: '/api/teams?search=frost', kind: 'read' },
    { name: 'guides', path: '/api/guides', kind: 'read' },
    { name: 'quick search', path: '/api/search?q=storm', kind: 'read' },
    {
      // A new term on every request, so each one misses the read cache and runs the four lookups.
      name: 'quick search, a new term each time',
      path: '/api/search?q=storm_1',
      kind: 'other',
      pathOf: (n) => `/api/search?q=storm_${n}`,
    },
    { name: 'redeem codes', path: '/api/redeem-codes', kind: 'read' },
    { name: 'official news', path: '/api/official-content/news', kind: 'read' },
    { name: 'statistics', path: '/api/statistics', kind: 'read' },
    { name: 'flash events (iCalendar)', path: '/api/flash-events.ics', kind: 'other' },
    {
      name: 'write: post a comment',
      path: `/api/heroes/${hero.id}/comments`,
      kind: 'write',
      method: 'POST',
      cookies,
      pathOf: (n) => `/api/heroes/${heroIds[n % heroIds.length]}/comments`,
      body: (n) => ({ content: `Bench comment ${n}` }),
    },
    {
      name: 'write: vote on a comment',
      path: `/api/hero-comments/${commentIds[0]}/vote`,
      kind: 'write',
      method: 'PUT',
      cookies,
      pathOf: (n) => `/api/hero-comments/${commentIds[n % commentIds.length]}/vote`,
      body: () => ({ voteType: 'up' }),
    },
    {
      name: 'write: rate a hero',
      path: `/api/heroes/${hero.id}/rating`,
      kind: 'write',
      method: 'PUT',
      cookies,
      pathOf: (n) => `/api/heroes/${heroIds[n % heroIds.length]}/rating`,
      body: (n) => ({ rating: 1 + (n % 5) }),
    },
  ];
  const hello = await measureHello();
  const rows: { route: Route; figures: Figures }[] = [];
  for (const route of routes) {
    if (route.kind !== 'write') await measure(base, route, 1); // warm-up
    rows.push({ route, figures: await measure(base, route, DURATION_S) });
  }
  const trivial = rows[0]?.figures as Figures;
  console.log(
    `\n${server.kind}: ${CONNECTIONS} connections, ${DURATION_S} s per route, 5,000 heroes, 100,000 comments, 100,000 members and 50,000 teams; ` +
      `writes rotate over ${WRITERS} members\n`,
  );
  console.log(
    `${'route'.padEnd(36)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'× hello'.padStart(8)} ` +
      `${'× trivial'.padStart(9)} ${'errors'.padStart(6)}  target`,
  );
  const line = (name: string, figures: Figures, verdict: string) =>
    console.log(
      `${name.padEnd(36)} ${figures.rps.toFixed(0).padStart(8)} ${String(figures.p99).padStart(7)} ` +
        `${(figures.rps / hello.rps).toFixed(2).padStart(8)} ${(figures.rps / trivial.rps).toFixed(2).padStart(9)} ` +
        `${String(figures.errors).padStart(6)}  ${verdict}`,
    );
  line('bare Fastify hello (same run)', hello, '');
  let allMet = true;
  for (const { route, figures } of rows) {
    const met = verdictOf(route, figures, hello, trivial);
    if (met === false) allMet = false;
    line(route.name, figures, met === undefined ? '' : met ? 'met' : 'MISSED');
  }
  return allMet;
}

async function main() {
  const targets = [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])];
  let allMet = true;
  for (const databaseUrl of targets) {
    const server = await startServer({ port: PORT, databaseUrl, scale: true });
    try {
      allMet = (await benchOne(server)) && allMet;
    } finally {
      await server.stop();
    }
  }
  console.log(
    `\nTargets (trivial route and public reads ≥ ${MIN_RPS_RATIO}× hello, reads' p99 ≤ ${MAX_P99_RATIO}× the trivial route's; ` +
      `visitor pages ≥ ${MIN_PAGE_RATIO}× the trivial route; a member's page p99 ≤ ${MAX_MEMBER_PAGE_P99_MS} ms at ` +
      `${MEMBER_PAGE_CONNECTIONS} connections; figures from a shared, busy machine): ${allMet ? 'all met' : 'some missed'}`,
  );
}

await main();
