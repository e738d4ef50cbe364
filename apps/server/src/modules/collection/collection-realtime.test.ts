import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, openEventStream } from '../../test/event-stream.ts';
import { buildHero, signUpAndSignIn } from '../../test/factories.ts';
import { injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let baseUrl: string;
const streams: EventStream[] = [];
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
});

async function open(cookie: string): Promise<EventStream> {
  const stream = await openEventStream(baseUrl, cookie);
  streams.push(stream);
  return stream;
}

describe('collection events', () => {
  it("tell the member's other tabs of a change, and others only once the collection is shown", async () => {
    const owner = await signUpAndSignIn(t.app);
    const other = await signUpAndSignIn(t.app);
    const hero = await buildHero(t.db, { name: 'Signal Keeper', rarity: 'SR' });
    const ownTab = await open(owner.cookie);
    const otherTab = await open(other.cookie);
    const tap = (owned: boolean) =>
      injectAs(t.app, owner.cookie, {
        method: 'PUT',
        url: `/api/me/collection/heroes/${hero.id}/owned`,
        payload: { owned },
      });

    await tap(true);
    const isOwnersChange = (event: { topic: string; id?: string }) =>
      event.topic === 'collection' && event.id === owner.user.id;
    await ownTab.waitFor(isOwnersChange);
    await ownTab.waitFor((event) => event.topic === 'collection-share' && event.id === hero.id);
    // Private: nobody else hears of it.
    expect(otherTab.received.some(isOwnersChange)).toBe(false);

    await injectAs(t.app, owner.cookie, {
      method: 'PUT',
      url: '/api/me/collection/visibility',
      payload: { visibility: 'public' },
    });
    await tap(false);
    await otherTab.waitFor(isOwnersChange);
  });
});
