import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../test/factories.ts';
import { createTestApp, openSecondInstance, type TestApp } from '../test/test-app.ts';
import { standInWebBuild } from '../test/web-build.ts';

/** A stand-in server entry that draws how many heroes the API lists. */
const HERO_COUNT_ENTRY = `export async function render({ api }) {
      const list = JSON.parse(await (await api('/api/heroes', { method: 'GET' })).text());
      return { kind: 'page', status: 200, head: '', body: '<p>Heroes: ' + list.total + '</p>', topics: ['heroes'], draws: 1 };
    }`;

// Several instances share one PostgreSQL; a write through one must drop the visitor pages the others cached.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('server-rendered pages on two instances', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof openSecondInstance>>;

  beforeAll(async () => {
    first = await createTestApp({ webDistDir: standInWebBuild(HERO_COUNT_ENTRY) });
    second = await openSecondInstance(first, { serveWeb: true });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("a write through one instance drops the other's cached visitor page", async () => {
    const before = await second.app.inject({ url: '/heroes' });
    expect(before.body).toContain('Heroes: 0');
    expect((await second.app.inject({ url: '/heroes' })).headers.etag).toBe(before.headers.etag);

    const admin = await signUpAndSignIn(first.app, { admin: true });
    const hero = await first.app.inject({
      method: 'POST',
      url: '/api/admin/heroes',
      headers: { cookie: admin.cookie },
      payload: { name: 'Lantern Warden' },
    });
    expect(hero.statusCode).toBe(201);

    await expect
      .poll(async () => (await second.app.inject({ url: '/heroes' })).body, { timeout: 5_000 })
      .toContain('Heroes: 1');
  });
});
