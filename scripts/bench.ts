// Measures the server as a browser uses it: each route's requests per second and p99
// latency, printed beside the same figures for a trivial route of the same server in the
// same run, so the ratios hold from machine to machine.
// Usage: npm run bench  (builds, then starts the production server on a fresh embedded
// database with demo content plus the load-test data set: 5,000 heroes, 100,000 comments;
// then again on PostgreSQL when DATABASE_URL is set, on a new database dropped afterwards).
// BENCH_SECONDS sets the seconds per route (default 5); BENCH_ONLY=text,text measures only the
// routes whose names contain one of them (and the trivial route), for a quick look at a few.
// Each row also gives the database statements and database time per request of its route
// (read-cache hits run none), from the server's /metrics.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { type RunningServer, signUpMembers, startServer } from './lib/server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
/** Writes rotate over this many members, so per-member write limits do not shape the figures. */
const WRITERS = 100;
/** Target for public reads: at least half the trivial route's rate, at most 5× its p99. */
const MIN_RPS_RATIO = 0.5;
const MAX_P99_RATIO = 5;
/** Runs of the bare Fastify reference; the fastest is the one compared with. */
const HELLO_RUNS = 3;
/** Words many usernames, heroes and teams of the load-test data contain. */
const COMMON_WORDS = ['storm', 'knight', 'blade', 'moon', 'heal', 'ember'];
/** What a browser says it accepts: cached reads and pages are measured as they are sent to one. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

type Figures = { rps: number; p99: number; errors: number };
/** What the database did for one request of a route, from the server's /metrics. */
type DbCost = { statements: number; dbMs: number };

/** Per route pattern: requests answered, database statements run for them and their seconds. */
type Counts = Map<string, { requests: number; statements: number; seconds: number }>;

/** The server's running counts by route pattern, read from /metrics. */
async function readCounts(baseUrl: string): Promise<Counts> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const counts: Counts = new Map();
  const entry = (route: string) => {
    const found = counts.get(route) ?? { requests: 0, statements: 0, seconds: 0 };
    counts.set(route, found);
    return found;
  };
  for (const [, route = '', value] of text.matchAll(
    /^haven_http_requests_total\{[^}]*route="([^"]*)"[^}]*\} (\S+)$/gm,
  ))
    entry(route).requests += Number(value);
  for (const [, route = '', value] of text.matchAll(
    /^haven_db_query_duration_seconds_count\{route="([^"]*)"\} (\S+)$/gm,
  ))
    entry(route).statements += Number(value);
  for (const [, route = '', value] of text.matchAll(
    /^haven_db_query_duration_seconds_sum\{route="([^"]*)"\} (\S+)$/gm,
  ))
    entry(route).seconds += Number(value);
  return counts;
}

/** Statements and database time per request of the route that answered most requests between two reads. */
function costBetween(before: Counts, after: Counts): DbCost | null {
  let best: { requests: number; statements: number; seconds: number } | null = null;
  for (const [route, now] of after) {
    if (route === '/metrics') continue;
    const was = before.get(route) ?? { requests: 0, statements: 0, seconds: 0 };
    const delta = {
      requests: now.requests - was.requests,
      statements: now.statements - was.statements,
      seconds: now.seconds - was.seconds,
    };
    if (!best || delta.requests > best.requests) best = delta;
  }
  if (!best || best.requests === 0) return null;
  return { statements: best.statements / best.requests, dbMs: (best.seconds * 1000) / best.requests };
}
type Route = {
  name: string;
  path: string;
  kind: 'baseline' | 'read' | 'other' | 'write';
  headers?: Record<string, string>;
  /** Cookies to rotate over, one per request. */
  cookies?: string[];
  method?: 'POST' | 'PUT';
  /** Body per request (the n-th request of the run). */
  body?: (n: number) => unknown;
  /** The path per request, for writes spread over several targets. */
  pathOf?: (n: number) => string;
  expect304?: boolean;
  /** Connections for this route, when not the shared figure (a member's rendered page: 10). */
  connections?: number;
  /** A latency target of its own (p99 in ms). */
  maxP99Ms?: number;
};

async function measure(baseUrl: string, route: Route, duration: number): Promise<Figures> {
  let n = 0;
  const result = await autocannon({
    url: `${baseUrl}${route.path}`,
    connections: route.connections ?? CONNECTIONS,
    duration,
    method: route.method ?? 'GET',
    headers: {
      ...BROWSER_HEADERS,
      ...route.headers,
      ...(route.body ? { 'content-type': 'application/json' } : {}),
    },
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

/**
 * A bare Fastify answering one small JSON route, in a process of its own like the app: the least
 * any request could cost here, measured in the same run as the app's routes (best of three).
 */
async function measureBareFastify(): Promise<Figures> {
  const port = PORT + 1;
  const code = `import Fastify from 'fastify';
    const app = Fastify();
    app.get('/hello', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'ignore' });
  try {
    const url = `http://127.0.0.1:${port}`;
    for (
      let i = 0;
      i < 50 &&
      !(await fetch(`${url}/hello`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const hello: Route = { name: 'bare Fastify hello', path: '/hello', kind: 'other' };
    await measure(url, hello, 1);
    // Its best of three runs: a single run of so cheap a route varies twofold on a busy machine,
    // and a low reference would flatter every ratio.
    const runs: Figures[] = [];
    for (let run = 0; run < HELLO_RUNS; run++) runs.push(await measure(url, hello, DURATION_S));
    return runs.reduce((best, figures) => (figures.rps > best.rps ? figures : best));
  } finally {
    child.kill();
  }
}

/**
 * What the write rows act on: a comment to reply to, each writer's own Game Team entry and team,
 * and comments to report.
 */
async function prepareWrites(base: string, cookies: string[], heroIds: string[]) {
  const json = { 'content-type': 'application/json' };
  const teams = (await (await fetch(`${base}/api/teams`)).json()) as { items: { id: string }[] };
  const teamId = teams.items[0]?.id;
  if (!teamId) throw new Error('no teams to reply on');
  const top = await fetch(`${base}/api/teams/${teamId}/comments`, {
    method: 'POST',
    headers: { ...json, cookie: cookies[0] as string },
    body: JSON.stringify({ content: 'The comment the bench replies to.' }),
  });
  const parentCommentId = ((await top.json()) as { id: string }).id;
  const gameTeamEntryIds: string[] = [];
  const ownTeamIds: string[] = [];
  for (const cookie of cookies) {
    const entry = await fetch(`${base}/api/me/game-team`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ heroId: heroIds[0], position: 1 }),
    });
    const { entries } = (await entry.json()) as { entries: { id: string }[] };
    const team = await fetch(`${base}/api/teams`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ name: 'Bench team', heroIds: heroIds.slice(0, 5) }),
    });
    gameTeamEntryIds.push(entries[0]?.id ?? '');
    ownTeamIds.push(((await team.json()) as { id: string }).id);
  }
  // Comments to report: each writer reports each at most once (a second report is refused).
  const reportableCommentIds: string[] = [];
  for (const heroId of heroIds.slice(0, 10)) {
    const page = (await (await fetch(`${base}/api/heroes/${heroId}/comments?sort=recent`)).json()) as {
      items: { id: string }[];
    };
    reportableCommentIds.push(...page.items.map((c) => c.id));
  }
  return { teamId, parentCommentId, gameTeamEntryIds, ownTeamIds, reportableCommentIds };
}

/** A guide as a member writes one: a title, a few paragraphs and tags. */
function benchGuide(n: number) {
  const paragraph = `<p>Bench guide ${n}: open with the healer, hold the tank back a turn, then spend every skill on the boss.</p>`;
  return { title: `Bench guide ${n}`, content: paragraph.repeat(4), tags: ['bench', 'boss'] };
}

/** A summon log of thirty tens for the measured member, so the history and pity reads have rows to read. */
async function logBenchSummons(base: string, cookie: string | undefined): Promise<void> {
  if (!cookie) return;
  for (let n = 0; n < 30; n++) {
    const response = await fetch(`${base}/api/me/summons`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        bannerType: n % 2 ? 'limited' : 'standard',
        kind: 'ten',
        summonedAt: new Date(Date.now() - (30 - n) * 3_600_000).toISOString(),
        results: Array.from({ length: 10 }, (_, i) => ({ rarity: i === n % 10 ? 'SSR' : 'R' })),
      }),
    });
    if (!response.ok) throw new Error(`logging a summon failed: ${response.status}`);
  }
}

/**
 * A collection for the measured member: the heroes of six public teams, about thirty, so 'Teams I
 * can build' and 'Owned only' have rows to find.
 */
async function ownBenchHeroes(base: string, cookie: string | undefined): Promise<void> {
  if (!cookie) return;
  const page = (await (await fetch(`${base}/api/teams?page=2`)).json()) as {
    items: { heroes: { hero: { id: string } | null }[] }[];
  };
  const heroIds = new Set(
    page.items
      .slice(0, 6)
      .flatMap((team) => team.heroes.flatMap((place) => (place.hero ? [place.hero.id] : []))),
  );
  for (const heroId of heroIds) {
    const response = await fetch(`${base}/api/me/collection/heroes/${heroId}/owned`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ owned: true }),
    });
    if (!response.ok) throw new Error(`marking a hero owned failed: ${response.status}`);
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
  await logBenchSummons(base, member[0]);
  await ownBenchHeroes(base, member[0]);
  const directory = (await (await fetch(`${base}/api/members`)).json()) as {
    items: { id: string; username: string }[];
  };
  const username = directory.items[0]?.username;
  if (!username) throw new Error('no members to measure');
  const writes = await prepareWrites(base, cookies, heroIds);

  const routes: Route[] = [
    { name: 'trivial route (baseline)', path: '/api/ping', kind: 'baseline' },
    { name: 'health (database round-trip)', path: '/api/health', kind: 'other' },
    { name: 'session of a signed-in member', path: '/api/me', kind: 'other', cookies: member },
    { name: 'rendered page, visitor (cached)', path: '/heroes', kind: 'read' },
    {
      name: 'rendered hero page, member (10 conn.)',
      path: `/heroes/${hero.slug}`,
      kind: 'other',
      cookies: member,
      connections: 10,
      maxP99Ms: 100,
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
    {
      // A common word (in thousands of usernames, hero skills, team names) with a fresh number each
      // time: every request misses the read cache and orders the eight lookups' candidates afresh.
      name: 'quick search, fresh common word',
      path: '/api/search?q=storm%200',
      kind: 'other',
      pathOf: (n) => `/api/search?q=${COMMON_WORDS[n % COMMON_WORDS.length]}%20${n}`,
    },
    { name: 'redeem codes', path: '/api/redeem-codes', kind: 'read' },
    { name: 'official news', path: '/api/official-content/news', kind: 'read' },
    { name: 'statistics', path: '/api/statistics', kind: 'read' },
    { name: 'summon history, member', path: '/api/me/summons', kind: 'read', cookies: member },
    {
      name: 'summon history, filtered',
      path: '/api/me/summons?type=limited&rarity=R',
      kind: 'read',
      cookies: member,
    },
    { name: 'summon pity counts, member', path: '/api/me/summons/pity', kind: 'read', cookies: member },
    { name: 'summon figures (cached)', path: '/api/summons/figures', kind: 'read' },
    { name: 'teams I can build, member', path: '/api/me/teams/buildable', kind: 'read', cookies: member },
    {
      name: 'teams one hero short, member',
      path: '/api/me/teams/buildable?build=near',
      kind: 'read',
      cookies: member,
    },
    { name: 'hero list, owned only, member', path: '/api/me/heroes', kind: 'read', cookies: member },
    { name: 'hero ownership share (cached)', path: `/api/heroes/${hero.id}/ownership`, kind: 'read' },
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
    {
      name: 'write: reply on a team',
      path: `/api/teams/${writes.teamId}/comments`,
      kind: 'write',
      method: 'POST',
      cookies,
      body: (n) => ({ content: `Bench reply ${n}`, parentId: writes.parentCommentId }),
    },
    {
      // Each writer's first place takes another hero each round (never the one it holds).
      name: 'write: Game Team swap',
      path: '/api/me/game-team',
      kind: 'write',
      method: 'PUT',
      cookies,
      pathOf: (n) => `/api/me/game-team/${writes.gameTeamEntryIds[n % cookies.length]}/hero`,
      body: (n) => ({ heroId: heroIds[1 + (Math.floor(n / cookies.length) % 2)] }),
    },
    {
      name: 'write: save a team',
      path: '/api/teams',
      kind: 'write',
      method: 'PUT',
      cookies,
      pathOf: (n) => `/api/teams/${writes.ownTeamIds[n % cookies.length]}`,
      body: (n) => ({ name: `Bench team ${n}`, heroIds: heroIds.slice(0, 5) }),
    },
    {
      name: 'write: save a guide',
      path: '/api/guides',
      kind: 'write',
      method: 'POST',
      cookies,
      body: benchGuide,
    },
    {
      // Writer n % writers reports comment n / writers: no pair repeats within writers × comments requests.
      name: 'write: report a comment',
      path: '/api/reports',
      kind: 'write',
      method: 'POST',
      cookies,
      body: (n) => ({
        targetKind: 'hero_comment',
        targetId:
          writes.reportableCommentIds[Math.floor(n / cookies.length) % writes.reportableCommentIds.length],
        reason: 'spam',
      }),
    },
    {
      name: 'write: friend request',
      path: '/api/me/friends',
      kind: 'write',
      method: 'POST',
      cookies,
      pathOf: (n) => `/api/me/friends/${directory.items[n % directory.items.length]?.id}`,
    },
  ];
  const only = process.env.BENCH_ONLY?.split(',');
  const measured = only
    ? routes.filter((r) => r.kind === 'baseline' || only.some((part) => r.name.includes(part)))
    : routes;
  const rows: { route: Route; figures: Figures; cost: DbCost | null }[] = [];
  for (const route of measured) {
    if (route.kind !== 'write') await measure(base, route, 1); // warm-up
    const before = await readCounts(base);
    const figures = await measure(base, route, DURATION_S);
    rows.push({ route, figures, cost: costBetween(before, await readCounts(base)) });
  }
  const baseline = rows[0]?.figures as Figures;
  const bare = await measureBareFastify();
  console.log(
    `\n${server.kind}: ${CONNECTIONS} connections, ${DURATION_S} s per route, 5,000 heroes, 100,000 comments, 100,000 members and 50,000 teams; ` +
      `writes rotate over ${WRITERS} members\n`,
  );
  console.log(
    `${'route'.padEnd(32)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'req/s ratio'.padStart(11)} ` +
      `${'p99 ratio'.padStart(9)} ${'vs hello'.padStart(8)} ${'errors'.padStart(6)} ${'SQL/req'.padStart(7)} ${'db ms/req'.padStart(9)}  target`,
  );
  console.log(
    `${'bare Fastify hello (reference)'.padEnd(32)} ${bare.rps.toFixed(0).padStart(8)} ${String(bare.p99).padStart(7)}`,
  );
  let floorMet = true;
  let allMet = true;
  for (const { route, figures, cost } of rows) {
    const rpsRatio = figures.rps / baseline.rps;
    const p99Ratio = figures.p99 / Math.max(baseline.p99, 1);
    const helloRatio = figures.rps / bare.rps;
    if (route.kind === 'read' || route.kind === 'baseline') floorMet &&= helloRatio >= MIN_RPS_RATIO;
    let verdict = '';
    if (route.maxP99Ms !== undefined) {
      // A route that answered nothing in the run has no latency to meet a target with.
      const met = figures.rps > 0 && figures.p99 <= route.maxP99Ms && figures.errors === 0;
      allMet &&= met;
      verdict = met ? `met (p99 ≤ ${route.maxP99Ms} ms)` : `MISSED (p99 ≤ ${route.maxP99Ms} ms)`;
    } else if (route.kind === 'read') {
      const met = rpsRatio >= MIN_RPS_RATIO && p99Ratio <= MAX_P99_RATIO && figures.errors === 0;
      allMet &&= met;
      verdict = met ? 'met' : 'MISSED';
    }
    console.log(
      `${route.name.padEnd(32)} ${figures.rps.toFixed(0).padStart(8)} ${String(figures.p99).padStart(7)} ` +
        `${rpsRatio.toFixed(2).padStart(11)} ${p99Ratio.toFixed(2).padStart(9)} ${helloRatio.toFixed(2).padStart(8)} ` +
        `${String(figures.errors).padStart(6)} ${(cost ? cost.statements.toFixed(1) : '-').padStart(7)} ` +
        `${(cost ? cost.dbMs.toFixed(2) : '-').padStart(9)}  ${verdict}`,
    );
  }
  console.log(
    `\nThe per-request floor (the trivial route and every public read at ≥ ${MIN_RPS_RATIO}× a bare Fastify hello): ${floorMet ? 'met' : 'missed'}`,
  );
  return allMet;
}

async function main() {
  const targets = [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])];
  let allMet = true;
  for (const databaseUrl of targets) {
    // The server's own counts give each route's statements and database time per request.
    const server = await startServer({
      port: PORT,
      databaseUrl,
      scale: true,
      env: { METRICS_ALLOW: '127.0.0.1' },
    });
    try {
      allMet = (await benchOne(server)) && allMet;
    } finally {
      await server.stop();
    }
  }
  console.log(
    `\nPublic reads (target: req/s ratio ≥ ${MIN_RPS_RATIO}, p99 ratio ≤ ${MAX_P99_RATIO}): ${allMet ? 'all met' : 'some missed'}`,
  );
}

await main();
