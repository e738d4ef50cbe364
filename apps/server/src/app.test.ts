import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app.ts';

const t = useTestApp();

describe('GET /api/openapi.json', () => {
  it('documents the API from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Heroes Haven API');
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/account/sign-up',
        '/api/account/sign-in',
        '/api/account/sign-out',
        '/api/account/forgot-password',
        '/api/account/reset-token/{token}',
        '/api/account/reset-password',
        '/api/me',
        '/api/profile/setup',
        '/api/media/images',
        '/api/health',
      ]),
    );
    // Hidden routes stay out of it.
    expect(paths).not.toContain('/api/events');
    expect(paths).not.toContain('/api/openapi.json');
    const signUp = document.paths['/api/account/sign-up'].post;
    expect(Object.keys(signUp.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });
});

describe('the one error shape', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/no-such-thing' },
    });
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('refuses a body over the 1 MB limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('TOO_LARGE');
  });
});

describe('HTTP headers', () => {
  it('sends a page the strict Content-Security-Policy and the usual hardening headers', async () => {
    // Without a build the page is the server's own explanation; its headers are a page's.
    const response = await t.app.inject({ method: 'GET', url: '/heroes' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    // Plain http (the test PUBLIC_URL): no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends an API answer a policy under which nothing runs, frames it or reads it from another site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ping' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Headers that govern documents only are left off.
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses large responses', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('web app routes without a build', () => {
  it('explains that the web app is not built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/profile/someone' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
