import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../auth/auth.ts';
import { attemptSignIn, uniqueEmail } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { WRITE_LIMITS } from './write-limit.ts';

// One balancer at 10.0.0.5 sends every visitor's requests.
const BALANCER = '10.0.0.5';

let direct: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  // Two apps that differ only in TRUST_PROXY, built together.
  [direct, behindProxy] = await Promise.all([
    createTestApp({ rateLimit: true }),
    createTestApp({ rateLimit: true, trustProxy: '10.0.0.0/8' }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct.close(), behindProxy.close()]);
});

/** A request the balancer passes on for the client it names in X-Forwarded-For. */
function viaBalancer(forwardedFor: string) {
  return { remoteAddress: BALANCER, headers: { 'x-forwarded-for': forwardedFor } };
}

function signInFrom(t: TestApp, forwardedFor: string) {
  return attemptSignIn(t.app, { email: uniqueEmail('guess') }, viaBalancer(forwardedFor));
}

function checkTokenFrom(t: TestApp, forwardedFor: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/account/reset-token/not-a-token',
    ...viaBalancer(forwardedFor),
  });
}

describe('TRUST_PROXY', () => {
  it('set: sign-in limits count the forwarded client, so one visitor cannot lock out the others', async () => {
    const { max } = AUTH_RATE_LIMITS['/sign-in/email'];
    for (let i = 0; i < max; i++) await signInFrom(behindProxy, '198.51.100.1');
    expect((await signInFrom(behindProxy, '198.51.100.1')).statusCode).toBe(429);
    expect((await signInFrom(behindProxy, '198.51.100.2')).statusCode).toBe(401);
  });

  it('set: write limits count the forwarded client too', async () => {
    const { max } = WRITE_LIMITS.tokenCheck;
    for (let i = 0; i < max; i++) await checkTokenFrom(behindProxy, '198.51.100.3');
    expect((await checkTokenFrom(behindProxy, '198.51.100.3')).statusCode).toBe(429);
    expect((await checkTokenFrom(behindProxy, '198.51.100.4')).statusCode).toBe(200);
  });

  it('unset: a forged X-Forwarded-For changes nothing, the connection address is counted', async () => {
    const { max } = AUTH_RATE_LIMITS['/sign-in/email'];
    for (let i = 0; i < max; i++) await signInFrom(direct, `198.51.100.${i + 10}`);
    expect((await signInFrom(direct, '198.51.100.99')).statusCode).toBe(429);

    const limit = WRITE_LIMITS.tokenCheck.max;
    for (let i = 0; i < limit; i++) await checkTokenFrom(direct, `192.0.2.${i + 10}`);
    expect((await checkTokenFrom(direct, '192.0.2.99')).statusCode).toBe(429);
  });

  it('set: the request sent by an untrusted address keeps its own address', async () => {
    const response = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/account/reset-token/x',
      remoteAddress: '203.0.113.50',
      headers: { 'x-forwarded-for': '198.51.100.3' },
    });
    // 198.51.100.3 is already over its limit above; the forged header must not make this call count as it.
    expect(response.statusCode).toBe(200);
  });
});
