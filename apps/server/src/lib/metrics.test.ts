import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { expectError } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { isAllowed, metricsAllowList } from './metrics.ts';

describe('who may read /metrics', () => {
  it('allows the listed addresses and ranges, IPv4 peers on IPv6 sockets included, and no one when the list is empty', () => {
    const list = metricsAllowList(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(isAllowed(list, '127.0.0.1')).toBe(true);
    expect(isAllowed(list, '::ffff:10.20.30.40')).toBe(true);
    expect(isAllowed(list, '::1')).toBe(true);
    expect(isAllowed(list, '11.0.0.1')).toBe(false);
    expect(isAllowed(list, undefined)).toBe(false);
    expect(isAllowed(metricsAllowList([]), '127.0.0.1')).toBe(false);
  });

  it('refuses a METRICS_ALLOW that is not addresses or ranges', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/haven-config-test', AUTH_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...base, METRICS_ALLOW: 'localhost' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ ...base, METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW/);
    expect(loadConfig({ ...base, METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8' }).metricsAllow).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });
});

describe('/metrics', () => {
  let open: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    [open, closed] = await Promise.all([createTestApp({ metricsAllow: '127.0.0.1' }), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([open.close(), closed.close()]);
  });

  it('counts and times each request by route, and the database statements it ran, in the Prometheus text format', async () => {
    expect((await open.app.inject({ method: 'GET', url: '/api/heroes' })).statusCode).toBe(200);
    const response = await open.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const text = response.body;
    expect(text).toMatch(/haven_http_requests_total\{method="GET",route="\/api\/heroes",status="200"\} 1/);
    expect(text).toMatch(/haven_http_request_duration_seconds_count\{method="GET",route="\/api\/heroes"\} 1/);
    const statements = /haven_db_query_duration_seconds_count\{route="\/api\/heroes"\} (\d+)/.exec(text);
    expect(Number(statements?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/^haven_db_waiting \d+$/m);
    // Each statement's wait for a connection is timed, on either database.
    expect(Number(/^haven_db_wait_seconds_count (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });

  it('answers 404 to an address not listed, even one that claims a listed address in X-Forwarded-For', async () => {
    const elsewhere = await open.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expectError(elsewhere, 404, 'NOT_FOUND');
    const claimed = await open.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expectError(claimed, 404, 'NOT_FOUND');
  });

  it('answers 404 to everyone, the server itself included, when no address is configured', async () => {
    expectError(await closed.app.inject({ method: 'GET', url: '/metrics' }), 404, 'NOT_FOUND');
  });
});
