import type { GuideList } from '@haven/shared/guides/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guides, guideViews } from '../../db/schema/index.ts';
import { buildGuide, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app.ts';
import { recordGuideView, viewDay, visitorKey } from './record-view.ts';

const t = useTestApp();
let author: TestMember;
let reader: TestMember;

beforeAll(async () => {
  [author, reader] = [await signUpAndSignIn(t.app), await signUpAndSignIn(t.app)];
});

const approvedGuide = (overrides: Parameters<typeof buildGuide>[1] = {}) =>
  buildGuide(t.db, { status: 'approved', authorId: author.user.id, ...overrides });

const view = (guideId: string, options: { member?: TestMember; address?: string } = {}) =>
  injectAs(t.app, options.member?.cookie ?? '', {
    method: 'POST',
    url: `/api/guides/${guideId}/views`,
    remoteAddress: options.address ?? '198.51.100.7',
  });

async function viewsOf(guideId: string) {
  const [guide] = await t.db.select({ n: guides.viewCount }).from(guides).where(eq(guides.id, guideId));
  const rows = await t.db.select().from(guideViews).where(eq(guideViews.guideId, guideId));
  return { count: guide?.n ?? 0, rows };
}

describe('POST /api/guides/:guideId/views', () => {
  it('counts a visitor once a day, by a hash that does not hold their address', async () => {
    const guide = await approvedGuide();
    for (let i = 0; i < 3; i++) {
      const response = await view(guide.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    const { count, rows } = await viewsOf(guide.id);
    expect(count).toBe(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.day).toBe(viewDay());
    expect(rows[0]?.visitor).toMatch(/^visitor:[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(rows)).not.toContain('198.51.100.7');
  });

  it('counts each address and each member once', async () => {
    const guide = await approvedGuide();
    await view(guide.id, { address: '198.51.100.7' });
    await view(guide.id, { address: '203.0.113.9' });
    await view(guide.id, { member: reader, address: '203.0.113.9' });
    await view(guide.id, { member: reader, address: '192.0.2.1' });
    await view(guide.id, { member: author });
    const { count, rows } = await viewsOf(guide.id);
    expect(count).toBe(4);
    expect(rows.map((r) => r.visitor)).toContain(`member:${reader.user.id}`);
  });

  it('counts the same visitor again on another day', async () => {
    const guide = await approvedGuide();
    const today = viewDay();
    const tomorrow = viewDay(new Date(Date.now() + 86_400_000));
    const key = (day: string) => visitorKey(null, '198.51.100.7', day, TEST_AUTH_SECRET);
    expect(key(today)).not.toBe(key(tomorrow));
    expect(await recordGuideView(t.db, guide.id, key(today), today)).toBe(true);
    expect(await recordGuideView(t.db, guide.id, key(today), today)).toBe(false);
    expect(await recordGuideView(t.db, guide.id, key(tomorrow), tomorrow)).toBe(true);
    expect((await viewsOf(guide.id)).count).toBe(2);
  });

  it('counts one view when the same visitor sends several at once', async () => {
    const guide = await approvedGuide();
    await Promise.all(Array.from({ length: 5 }, () => view(guide.id, { member: reader })));
    const { count, rows } = await viewsOf(guide.id);
    expect([count, rows.length]).toEqual([1, 1]);
  });

  it('answers 404 for a guide that is not published and 400 for a malformed id, writing nothing', async () => {
    const pending = await approvedGuide({ status: 'pending' });
    expectError(await view(pending.id), 404, 'NOT_FOUND');
    expectError(await view(crypto.randomUUID()), 404, 'NOT_FOUND');
    expectError(await view('nope'), 400, 'VALIDATION');
    expect(await viewsOf(pending.id)).toEqual({ count: 0, rows: [] });
  });
});

describe('GET /api/guides sorted and by author', () => {
  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/guides?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<GuideList>();
  };

  it('orders by Most Helpful and Most Viewed, newest first among equals, with the counts on the cards', async () => {
    const tag = `sorted-${crypto.randomUUID().slice(0, 8)}`;
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const a = await approvedGuide({ tags: [tag], helpfulCount: 5, viewCount: 10, createdAt: at(30) });
    const b = await approvedGuide({ tags: [tag], helpfulCount: 9, viewCount: 2, createdAt: at(20) });
    const c = await approvedGuide({ tags: [tag], helpfulCount: 5, viewCount: 40, createdAt: at(10) });
    await approvedGuide({ tags: [tag], helpfulCount: 99, viewCount: 99, status: 'pending' });

    const ids = async (sort: string) => (await list(`tag=${tag}&sort=${sort}`)).items.map((g) => g.id);
    expect(await ids('newest')).toEqual([c.id, b.id, a.id]);
    expect(await ids('helpful')).toEqual([b.id, c.id, a.id]);
    expect(await ids('viewed')).toEqual([c.id, a.id, b.id]);
    expect((await list(`tag=${tag}&sort=helpful`)).items[0]).toMatchObject({ helpfulCount: 9, viewCount: 2 });
  });

  it('refuses an unknown order', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/guides?sort=random' }), 400, 'VALIDATION');
  });

  it("lists one member's published guides by their username, in any case", async () => {
    const writer = await signUpAndSignIn(t.app);
    const mine = await approvedGuide({ authorId: writer.user.id });
    await approvedGuide({ authorId: writer.user.id, status: 'pending' });
    await approvedGuide();
    const found = await list(`author=${writer.user.username.toUpperCase()}`);
    expect(found.items.map((g) => g.id)).toEqual([mine.id]);
    expect(found.total).toBe(1);
    expect((await list('author=nobody_here')).items).toEqual([]);
  });
});
