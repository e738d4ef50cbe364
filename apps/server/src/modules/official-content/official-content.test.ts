import type { HomeNews } from '@haven/shared/home/schemas';
import { OFFICIAL_CONTENT_MESSAGES as M } from '@haven/shared/official-content/constants';
import type {
  AdminOfficialContentList,
  OfficialContent,
  OfficialContentList,
} from '@haven/shared/official-content/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { officialContent } from '../../db/schema/index.ts';
import { expectError, expectVersionedSaves, injectAs } from '../../test/http.ts';
import { useMemberAndAdmin, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { member, admin } = useMemberAndAdmin(t);
let sequence = 0;

const publish = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/official-content',
    headers: cookie ? { cookie } : {},
    payload,
  });

async function publishOne(payload: Record<string, unknown> = {}): Promise<OfficialContent> {
  const response = await publish(admin.cookie, {
    type: 'news',
    title: `Patch Notes ${process.pid} ${++sequence}`,
    description: 'What changed.',
    ...payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<OfficialContent>();
}

describe('POST /api/admin/official-content', () => {
  it('publishes now by default, with the slug from the title, sanitised content and the image', async () => {
    const before = Date.now();
    const part = `${process.pid}${++sequence}`;
    const item = await publishOne({
      title: `Winter Festival: Part ${part}!`,
      content: '<p onclick="alert(1)">Snow <script>alert(1)</script><strong>gifts</strong></p>',
      imageUrl: `/media/${'a'.repeat(64)}.webp`,
    });
    expect(item.slug).toBe(`winter-festival-part-${part}`);
    expect(item.content).toBe('<p>Snow <strong>gifts</strong></p>');
    expect(item.imageUrl).toBe(`/media/${'a'.repeat(64)}.webp`);
    expect(Date.parse(item.publishDate)).toBeGreaterThanOrEqual(before - 1000);

    const page = await t.app.inject({ url: `/api/official-content/news/${item.slug}` });
    expect(page.json<OfficialContent>()).toMatchObject({ id: item.id, title: item.title });
    const list = (await t.app.inject({ url: '/api/official-content/news' })).json<OfficialContentList>();
    expect(list.items[0]?.id).toBe(item.id);
    const home = (await t.app.inject({ url: '/api/home/news' })).json<HomeNews>();
    expect(home.items.map((n) => n.id)).toContain(item.id);
  });

  it('gives a second post with the same title its own address', async () => {
    const title = `Same Title ${process.pid} ${++sequence}`;
    const first = await publishOne({ title });
    const second = await publishOne({ title });
    expect(second.slug).toBe(`${first.slug}-2`);
  });

  it('keeps the given publish date and lists newest publish date first', async () => {
    const older = await publishOne({ type: 'events', publishDate: '2020-01-02T10:00:00.000Z' });
    const newer = await publishOne({ type: 'events', publishDate: '2020-01-03T10:00:00.000Z' });
    expect(older.publishDate).toBe('2020-01-02T10:00:00.000Z');
    const ids = (await t.app.inject({ url: '/api/official-content/events' }))
      .json<OfficialContentList>()
      .items.map((i) => i.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('refuses a missing title or description, a bad type, image or date, writing nothing', async () => {
    const title = `Refused ${process.pid} ${++sequence}`;
    const valid = { type: 'news', title, description: 'x' };
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, M.titleRequired],
      [{ description: '' }, M.descriptionRequired],
      [{ type: 'gossip' }, M.invalidType],
      [{ imageUrl: 'javascript:alert(1)' }, M.imageUrlInvalid],
      [{ publishDate: 'soon' }, M.publishDateInvalid],
    ];
    for (const [override, message] of cases) {
      expectError(await publish(admin.cookie, { ...valid, ...override }), 400, 'VALIDATION', message);
    }
    expect(await t.db.select().from(officialContent).where(eq(officialContent.title, title))).toEqual([]);
  });
});

describe('dated official events', () => {
  it('keeps an event’s start and end, and refuses one without both or ending before it starts', async () => {
    const dated = await publishOne({
      type: 'events',
      startsAt: '2026-12-01T10:00:00Z',
      endsAt: '2026-12-08T10:00:00Z',
    });
    expect(dated).toMatchObject({ startsAt: '2026-12-01T10:00:00.000Z', endsAt: '2026-12-08T10:00:00.000Z' });
    expect((await publishOne()).startsAt).toBeNull();
    const title = `Undated ${process.pid} ${++sequence}`;
    const valid = { type: 'events', title, description: 'x' };
    const cases: [Record<string, unknown>, string][] = [
      [{ startsAt: '2026-12-01T10:00:00Z' }, M.eventDatesBoth],
      [{ startsAt: '2026-12-08T10:00:00Z', endsAt: '2026-12-01T10:00:00Z' }, M.eventEndBeforeStart],
      [{ startsAt: 'tomorrow', endsAt: '2026-12-01T10:00:00Z' }, M.eventDatesInvalid],
    ];
    for (const [override, message] of cases) {
      expectError(await publish(admin.cookie, { ...valid, ...override }), 400, 'VALIDATION', message);
    }
    expect(await t.db.select().from(officialContent).where(eq(officialContent.title, title))).toEqual([]);
  });
});

describe('GET /api/official-content/:type/:slug', () => {
  it('answers an unknown type and an unknown slug with their messages', async () => {
    expectError(
      await t.app.inject({ url: '/api/official-content/gossip/x' }),
      400,
      'VALIDATION',
      M.invalidType,
    );
    expectError(
      await t.app.inject({ url: '/api/official-content/news/nothing-here' }),
      404,
      'NOT_FOUND',
      M.notFound,
    );
  });
});

describe('PUT and DELETE /api/admin/official-content/:contentId', () => {
  it('edits a post, moving it to its new title’s address, then deletes it', async () => {
    const item = await publishOne();
    const response = await injectAs(t.app, admin.cookie, {
      method: 'PUT',
      url: `/api/admin/official-content/${item.id}`,
      payload: {
        type: 'updates',
        title: `Renamed ${item.title}`,
        description: 'New',
        content: '<p>Body</p>',
        version: 0,
      },
    });
    const updated = response.json<OfficialContent>();
    expect(updated).toMatchObject({ type: 'updates', description: 'New', content: '<p>Body</p>' });
    expect(updated.slug).toBe(`renamed-${item.slug}`);
    expect((await t.app.inject({ url: `/api/official-content/news/${item.slug}` })).statusCode).toBe(404);

    const admins = (
      await injectAs(t.app, admin.cookie, { url: '/api/admin/official-content/updates' })
    ).json<AdminOfficialContentList>();
    expect(admins.items.find((i) => i.id === item.id)?.content).toBe('<p>Body</p>');

    const url = `/api/admin/official-content/${item.id}`;
    expect((await injectAs(t.app, admin.cookie, { method: 'DELETE', url })).json()).toEqual({ ok: true });
    expect((await t.app.inject({ url: `/api/official-content/updates/${updated.slug}` })).statusCode).toBe(
      404,
    );
    expectError(await injectAs(t.app, admin.cookie, { method: 'DELETE', url }), 404, 'NOT_FOUND');
  });

  it('saves against the version the editor opened and refuses a save over a newer one', async () => {
    const item = await publishOne();
    await expectVersionedSaves(
      (version, description) =>
        injectAs(t.app, admin.cookie, {
          method: 'PUT',
          url: `/api/admin/official-content/${item.id}`,
          payload: { type: 'news', title: item.title, description, version },
        }),
      async () => (await t.db.select().from(officialContent).where(eq(officialContent.id, item.id)))[0],
    );
  });

  it('is for administrators only, changing nothing for anyone else', async () => {
    const item = await publishOne();
    const url = `/api/admin/official-content/${item.id}`;
    const calls = [
      { method: 'GET' as const, url: '/api/admin/official-content/news' },
      {
        method: 'POST' as const,
        url: '/api/admin/official-content',
        payload: { type: 'news', title: 'X', description: 'Y' },
      },
      { method: 'PUT' as const, url, payload: { type: 'news', title: 'Hijacked', description: 'Y' } },
      { method: 'DELETE' as const, url },
    ];
    for (const call of calls) {
      expectError(await t.app.inject(call), 401, 'UNAUTHENTICATED');
      expectError(await injectAs(t.app, member.cookie, call), 403, 'FORBIDDEN');
    }
    const [row] = await t.db.select().from(officialContent).where(eq(officialContent.id, item.id));
    expect(row?.title).toBe(item.title);
    expect(await t.db.select().from(officialContent).where(eq(officialContent.title, 'X'))).toEqual([]);
  });
});
