import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ status: 'ok', database: 'up' });
    expect(typeof body.latencyMs).toBe('number');
  });
});

describe('GET /api/ping', () => {
  it('answers without touching the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ping' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pong: true });
  });
});
