import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, openEventStream } from '../test/event-stream.ts';
import { signUpAndSignIn, type TestMember } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { streamStats } from './routes.ts';
import {
  MAX_STREAMS_PER_ADDRESS,
  MAX_STREAMS_PER_MEMBER,
  TOO_MANY_STREAMS_MESSAGE,
} from './stream-limits.ts';

let limited: TestApp;
let limitedUrl: string;
let churn: TestApp;
let churnUrl: string;
let member: TestMember;

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  // Two apps, limits on and off, each listening on a port of its own.
  [limited, churn] = await Promise.all([createTestApp({ rateLimit: true }), createTestApp()]);
  [limitedUrl, churnUrl] = await Promise.all([listen(limited), listen(churn)]);
  member = await signUpAndSignIn(churn.app);
});
afterAll(async () => {
  await Promise.all([limited.close(), churn.close()]);
});

function activeTimers(): number {
  return process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('GET /api/events caps', () => {
  it(`refuses a member's stream past ${MAX_STREAMS_PER_MEMBER} with 429 in the one error shape`, async () => {
    const someone = await signUpAndSignIn(limited.app);
    const open: EventStream[] = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++)
        open.push(await openEventStream(limitedUrl, someone.cookie));
      const refused = await fetch(`${limitedUrl}/api/events`, { headers: { cookie: someone.cookie } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(await refused.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: TOO_MANY_STREAMS_MESSAGE },
      });
      // Closing one frees its slot.
      await open.pop()?.close();
      await until(() => streamStats(limited.app.server).open === MAX_STREAMS_PER_MEMBER - 1);
      open.push(await openEventStream(limitedUrl, someone.cookie));
    } finally {
      await Promise.all(open.map((s) => s.close()));
    }
  });

  it(`refuses an address's stream past ${MAX_STREAMS_PER_ADDRESS}`, async () => {
    const open: EventStream[] = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_ADDRESS; i++) open.push(await openEventStream(limitedUrl));
      const refused = await fetch(`${limitedUrl}/api/events`);
      expect(refused.status).toBe(429);
      await refused.body?.cancel();
    } finally {
      await Promise.all(open.map((s) => s.close()));
    }
    await until(() => streamStats(limited.app.server).open === 0);
  });
});

describe('GET /api/events resources', () => {
  it('leaves no subscriber or timer behind a client that disconnects during the handshake', async () => {
    const subscribersBefore = churn.app.bus.subscriberCount();
    const port = Number(new URL(churnUrl).port);
    for (let delay = 0; delay < 40; delay++) {
      await new Promise<void>((resolve) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          path: '/api/events',
          headers: { cookie: member.cookie },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.end();
        setTimeout(() => req.destroy(), delay % 8);
      });
    }
    await until(
      () => streamStats(churn.app.server).open === 0 && churn.app.bus.subscriberCount() === subscribersBefore,
    );
    expect(streamStats(churn.app.server)).toEqual({ open: 0, heartbeats: 0, members: 0, addresses: 0 });
  });

  it('1,000 open-and-close cycles leave no listener or timer behind', async () => {
    const subscribersBefore = churn.app.bus.subscriberCount();
    const timersBefore = activeTimers();
    let peak = 0;
    for (let round = 0; round < 100; round++) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          openEventStream(churnUrl, i % 2 === 0 ? member.cookie : undefined),
        ),
      );
      peak = Math.max(peak, churn.app.bus.subscriberCount());
      await Promise.all(batch.map((s) => s.close()));
    }
    await until(
      () => streamStats(churn.app.server).open === 0 && churn.app.bus.subscriberCount() === subscribersBefore,
    );
    const after = {
      subscribers: churn.app.bus.subscriberCount(),
      timers: activeTimers(),
      ...streamStats(churn.app.server),
    };
    console.info(
      `stream churn: subscribers ${subscribersBefore} -> ${after.subscribers} (peak ${peak}), timers ${timersBefore} -> ${after.timers}, heartbeats ${after.heartbeats}`,
    );
    expect(peak).toBeGreaterThanOrEqual(10);
    expect(after).toMatchObject({
      subscribers: subscribersBefore,
      open: 0,
      heartbeats: 0,
      members: 0,
      addresses: 0,
    });
    // The process-wide timer count is reported above only: database pools start and stop idle timers of
    // their own. The streams' own heartbeat timers are counted exactly (heartbeats: 0).
  });

  it('drops a client that stops reading once its unsent data passes the buffer limit', async () => {
    const port = Number(new URL(churnUrl).port);
    const req = http.request({ host: '127.0.0.1', port, path: '/api/events' });
    const response = await new Promise<http.IncomingMessage>((resolve) => {
      req.on('response', resolve);
      req.end();
    });
    expect(response.statusCode).toBe(200);
    response.pause();
    response.socket.pause();
    await until(() => streamStats(churn.app.server).open === 1);
    const big = 'x'.repeat(7000);
    for (let i = 0; i < 2000 && streamStats(churn.app.server).open > 0; i++) {
      await churn.app.bus.publish({ topic: 'heroes', id: `${i}-${big}` });
    }
    await until(() => streamStats(churn.app.server).open === 0, 10_000);
    req.destroy();
  });
});
