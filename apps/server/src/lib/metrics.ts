import { AsyncLocalStorage } from 'node:async_hooks';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { NO_STORE } from './cache.ts';
import { AppError } from './errors.ts';

/** A statement slower than this is logged with the route that ran it. */
export const SLOW_QUERY_MS = 250;

/** The route a request is answering, for what the database does on its behalf. */
const requestRoute = new AsyncLocalStorage<{ route: string }>();

/**
 * The addresses allowed to read /metrics, from a list of addresses and CIDR ranges
 * (`127.0.0.1, 10.0.0.0/8, ::1`); null when the list is empty (no one may).
 */
export function metricsAllowList(entries: readonly string[]): BlockList | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** Whether a peer's address is in the list; IPv4 peers on an IPv6 socket count as IPv4. */
export function isAllowed(list: BlockList | null, peer: string | undefined): boolean {
  if (!list || !peer) return false;
  const address = peer.startsWith('::ffff:') && isIPv4(peer.slice(7)) ? peer.slice(7) : peer;
  return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/**
 * Counts and times every request by route, and every database statement by the route it ran
 * for, with the statements waiting for a connection; served at /metrics in the Prometheus text
 * format to the addresses `allow` lists (answering 404 to every other). A request's statements
 * slower than SLOW_QUERY_MS are logged with its route.
 */
export function registerMetrics(app: FastifyInstance, database: Database, allow: readonly string[]): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'haven_http_requests_total',
    help: 'Requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'haven_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const querySeconds = new Histogram({
    name: 'haven_db_query_duration_seconds',
    help: 'Time a database statement ran, by the route it ran for (empty: background work).',
    labelNames: ['route'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const waitSeconds = new Histogram({
    name: 'haven_db_wait_seconds',
    help: 'Time a database statement waited for the connection before it ran.',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  new Gauge({
    name: 'haven_db_waiting',
    help: 'Database statements waiting for a connection now.',
    registers: [registry],
    collect() {
      this.set(database.waiting());
    },
  });

  database.observe(({ sql, waitMs, durationMs }) => {
    if (waitMs > 0) waitSeconds.observe(waitMs / 1000);
    if (!sql) return;
    const route = requestRoute.getStore()?.route ?? '';
    querySeconds.observe({ route }, durationMs / 1000);
    // Background work (seeding, clean-ups) is slow by nature; a request's statement is worth a line.
    if (route && durationMs >= SLOW_QUERY_MS)
      app.log.warn({ route, ms: Math.round(durationMs), sql: sql.slice(0, 300) }, 'slow database statement');
  });

  app.addHook('onRequest', (request, _reply, done) => {
    requestRoute.run({ route: request.routeOptions.url ?? 'unmatched' }, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    requestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const allowList = metricsAllowList(allow);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // The socket's own peer, never a forwarded address a client could write.
    if (!isAllowed(allowList, request.raw.socket.remoteAddress)) throw new AppError('NOT_FOUND', 'Not found');
    reply.header('cache-control', NO_STORE);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
