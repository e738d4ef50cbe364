import { randomBytes } from 'node:crypto';
import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import { GUIDES_PAGE_SIZE } from '@haven/shared/guides/rules';
import type { AdminGuideList, Guide, GuideList } from '@haven/shared/guides/schemas';
import type { HomeGuides } from '@haven/shared/home/schemas';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { guides, notifications } from '../../db/schema/index.ts';
import { buildGuide, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, expectVersionedSaves, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';
import { unsafePartsOf, XSS_CORPUS } from '../../test/xss-corpus.ts';

const t = useTestApp();
let author: TestMember;
let other: TestMember;
let admin: TestMember;

beforeAll(async () => {
  [author, other, admin] = [
    await signUpAndSignIn(t.app),
    await signUpAndSignIn(t.app),
    await signUpAndSignIn(t.app, { admin: true }),
  ];
});

const LONG_TEXT =
  'Open with the frontline guard, then rotate healers every second turn to keep the team alive. '.repeat(2);

function guideBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Winning the Arena',
    content: `<h2>Plan</h2><p>${LONG_TEXT}</p>`,
    thumbnailUrl: 'https://images.example/arena.png',
    tags: ['PvP', 'Arena'],
    ...overrides,
  };
}

async function createGuide(member: TestMember, overrides: Record<string, unknown> = {}): Promise<Guide> {
  const response = await injectAs(t.app, member.cookie, {
    method: 'POST',
    url: '/api/guides',
    payload: guideBody(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json<Guide>();
}

async function review(guideId: string, status: 'approved' | 'rejected', cookie = admin.cookie) {
  return injectAs(t.app, cookie, {
    method: 'PUT',
    url: `/api/admin/guides/${guideId}/status`,
    payload: { status },
  });
}

async function guideCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(guides);
  return row?.n ?? 0;
}

describe('POST /api/guides', () => {
  it('stores a pending guide with a slug of the title and 6 digits, trimmed tags without duplicates and sanitised HTML', async () => {
    const guide = await createGuide(author, {
      title: '  Arena: Tips & Tricks!  ',
      tags: [' PvP ', 'pvp', 'Arena', ''],
      content: `<p onclick="alert(1)">${LONG_TEXT}</p><script>alert(1)</script>`,
    });
    expect(guide).toMatchObject({
      title: 'Arena: Tips & Tricks!',
      status: 'pending',
      tags: ['PvP', 'Arena'],
      thumbnailUrl: 'https://images.example/arena.png',
      author: { id: author.user.id, username: author.user.username },
      publishedAt: null,
    });
    expect(guide.slug).toMatch(/^arena-tips-tricks-\d{6}$/);
    expect(guide.content).toBe(`<p>${LONG_TEXT}</p>`);
  });

  it('accepts an uploaded thumbnail and no thumbnail at all', async () => {
    const uploaded = `/media/${'a'.repeat(64)}.webp`;
    expect((await createGuide(author, { thumbnailUrl: uploaded })).thumbnailUrl).toBe(uploaded);
    expect((await createGuide(author, { thumbnailUrl: '' })).thumbnailUrl).toBeNull();
  });

  it.each([
    [{ title: ' abc ' }, 'title', GUIDE_MESSAGES.titleTooShort],
    [{ content: '<p>Too short to be a guide.</p>' }, 'content', GUIDE_MESSAGES.contentTooShort],
    [{ content: `<p>${'<b></b>'.repeat(30)}short</p>` }, 'content', GUIDE_MESSAGES.contentTooShort],
    [{ thumbnailUrl: 'https://images.example/arena.webp' }, 'thumbnailUrl', GUIDE_MESSAGES.thumbnailInvalid],
    [{ thumbnailUrl: 'javascript:alert(1)//a.png' }, 'thumbnailUrl', GUIDE_MESSAGES.thumbnailInvalid],
    [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'tags', GUIDE_MESSAGES.tooManyTags],
  ])('refuses %o with its message and writes nothing', async (overrides, field, message) => {
    const before = await guideCount();
    const response = await injectAs(t.app, author.cookie, {
      method: 'POST',
      url: '/api/guides',
      payload: guideBody(overrides),
    });
    expectError(response, 400, 'VALIDATION', message);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await guideCount()).toBe(before);
  });

  it('refuses content that is long only because of markup the sanitiser drops, and writes nothing', async () => {
    const before = await guideCount();
    const response = await injectAs(t.app, author.cookie, {
      method: 'POST',
      url: '/api/guides',
      payload: guideBody({ content: `<p>short</p><script>${'x'.repeat(200)}</script>` }),
    });
    expectError(response, 400, 'VALIDATION', GUIDE_MESSAGES.contentTooShort);
    expect(await guideCount()).toBe(before);
  });

  it('refuses a visitor with the sign-in message and writes nothing', async () => {
    const before = await guideCount();
    const response = await t.app.inject({ method: 'POST', url: '/api/guides', payload: guideBody() });
    expectError(response, 401, 'UNAUTHENTICATED', GUIDE_MESSAGES.mustBeLoggedIn);
    expect(await guideCount()).toBe(before);
  });
});

describe('the XSS corpus through save and read', () => {
  it('keeps nothing executable in any saved guide, on the page or in the admin list', async () => {
    for (const payload of XSS_CORPUS) {
      const created = await createGuide(author, { content: `<p>${LONG_TEXT}</p>${payload}` });
      expect(unsafePartsOf(created.content), payload).toEqual([]);
      const [row] = await t.db
        .select({ content: guides.content })
        .from(guides)
        .where(eq(guides.id, created.id));
      expect(unsafePartsOf(row?.content ?? ''), payload).toEqual([]);
      expect(row?.content).not.toMatch(
        /javascript:|vbscript:|data:|\son[a-z]+\s*=|<script|<svg|<iframe|<style/i,
      );
    }
  });
});

describe('GET /api/guides', () => {
  it('lists approved guides only, newest first, with every tag in use, a search over titles and tags, and a tag filter', async () => {
    const marker = randomBytes(4).toString('hex');
    const first = await buildGuide(t.db, {
      title: `Dragon raid ${marker}`,
      status: 'approved',
      tags: [`raid-${marker}`, 'Boss'],
      authorId: author.user.id,
      createdAt: new Date(Date.now() - 60_000),
    });
    const second = await buildGuide(t.db, {
      title: `Healer basics ${marker}`,
      status: 'approved',
      tags: [`heal-${marker}`],
    });
    await buildGuide(t.db, { title: `Pending ${marker}`, status: 'pending', tags: [`raid-${marker}`] });
    await buildGuide(t.db, { title: `Rejected ${marker}`, status: 'rejected' });
    await t.app.bus.publish({ topic: 'guides' });

    const search = (await t.app.inject({ url: `/api/guides?search=${marker}` })).json<GuideList>();
    expect(search.items.map((g) => g.id)).toEqual([second.id, first.id]);
    expect(search.items[1]).toMatchObject({
      excerpt: 'How to play well.',
      author: { id: author.user.id, username: author.user.username },
    });
    expect(search.allTags).toEqual(expect.arrayContaining([`raid-${marker}`, `heal-${marker}`, 'Boss']));

    const byTag = (await t.app.inject({ url: `/api/guides?tag=raid-${marker}` })).json<GuideList>();
    expect(byTag.items.map((g) => g.id)).toEqual([first.id]);
    const byTagText = (await t.app.inject({ url: `/api/guides?search=HEAL-${marker}` })).json<GuideList>();
    expect(byTagText.items.map((g) => g.id)).toEqual([second.id]);

    const none = (await t.app.inject({ url: '/api/guides?search=no-such-guide-anywhere' })).json<GuideList>();
    expect(none).toMatchObject({ items: [], total: 0, totalPages: 1 });
  });

  it('pages by the page size', async () => {
    const marker = randomBytes(4).toString('hex');
    for (let i = 0; i < GUIDES_PAGE_SIZE + 1; i++)
      await buildGuide(t.db, { title: `Page ${marker} ${i}`, status: 'approved' });
    await t.app.bus.publish({ topic: 'guides' });
    const page1 = (await t.app.inject({ url: `/api/guides?search=${marker}` })).json<GuideList>();
    const page2 = (await t.app.inject({ url: `/api/guides?search=${marker}&page=2` })).json<GuideList>();
    expect([page1.items.length, page2.items.length, page1.totalPages]).toEqual([GUIDES_PAGE_SIZE, 1, 2]);
  });

  it('refuses a bad page number', async () => {
    expectError(await t.app.inject({ url: '/api/guides?page=0' }), 400, 'VALIDATION');
  });
});

describe('GET /api/guides/:slug and /unpublished', () => {
  it('shows an approved guide to everyone and hides a pending one from visitors and other members', async () => {
    const guide = await createGuide(author);
    const notFound = GUIDE_MESSAGES.notFoundOrForbidden;
    expectError(await t.app.inject({ url: `/api/guides/${guide.slug}` }), 404, 'NOT_FOUND', notFound);
    expectError(await t.app.inject({ url: `/api/guides/${guide.slug}/unpublished` }), 401, 'UNAUTHENTICATED');
    expectError(
      await injectAs(t.app, other.cookie, { url: `/api/guides/${guide.slug}/unpublished` }),
      404,
      'NOT_FOUND',
      notFound,
    );
    for (const viewer of [author, admin]) {
      const response = await injectAs(t.app, viewer.cookie, { url: `/api/guides/${guide.slug}/unpublished` });
      expect(response.json<Guide>()).toMatchObject({ id: guide.id, status: 'pending' });
    }

    expect((await review(guide.id, 'approved')).statusCode).toBe(200);
    const published = await t.app.inject({ url: `/api/guides/${guide.slug}` });
    expect(published.json<Guide>()).toMatchObject({
      id: guide.id,
      status: 'approved',
      content: guide.content,
    });
    expect(published.json<Guide>().publishedAt).not.toBeNull();
  });

  it('answers an unknown slug with 404', async () => {
    expectError(await t.app.inject({ url: '/api/guides/no-such-guide' }), 404, 'NOT_FOUND');
  });
});

describe('PUT /api/guides/:guideId', () => {
  it('lets the author edit their guide, which goes back to review and keeps its address', async () => {
    const guide = await createGuide(author);
    await review(guide.id, 'approved');
    const response = await injectAs(t.app, author.cookie, {
      method: 'PUT',
      url: `/api/guides/${guide.id}`,
      payload: { ...guideBody({ title: 'Winning the Arena, revised', tags: ['Arena'] }), version: 0 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Guide>()).toMatchObject({
      slug: guide.slug,
      title: 'Winning the Arena, revised',
      status: 'pending',
      tags: ['Arena'],
      publishedAt: null,
    });
    expectError(await t.app.inject({ url: `/api/guides/${guide.slug}` }), 404, 'NOT_FOUND');
  });

  it("refuses another member's, an admin's and a visitor's edit, and bad input, changing nothing", async () => {
    const guide = await createGuide(author);
    const edit = (
      cookie: string | undefined,
      payload = { ...guideBody({ title: 'Taken over' }), version: 0 },
    ) =>
      cookie
        ? injectAs(t.app, cookie, { method: 'PUT', url: `/api/guides/${guide.id}`, payload })
        : t.app.inject({ method: 'PUT', url: `/api/guides/${guide.id}`, payload });
    expectError(await edit(other.cookie), 403, 'FORBIDDEN', GUIDE_MESSAGES.notYours);
    expectError(await edit(admin.cookie), 403, 'FORBIDDEN', GUIDE_MESSAGES.notYours);
    expectError(await edit(undefined), 401, 'UNAUTHENTICATED');
    expectError(
      await edit(author.cookie, { ...guideBody({ title: 'no' }), version: 0 }),
      400,
      'VALIDATION',
      GUIDE_MESSAGES.titleTooShort,
    );
    const [row] = await t.db.select().from(guides).where(eq(guides.id, guide.id));
    expect(row?.title).toBe(guide.title);
  });

  it('saves against the version the editor opened and refuses a save over a newer one', async () => {
    const guide = await createGuide(author);
    await expectVersionedSaves(
      (version, title) =>
        injectAs(t.app, author.cookie, {
          method: 'PUT',
          url: `/api/guides/${guide.id}`,
          payload: { ...guideBody({ title: `${title} for the arena` }), version },
        }),
      async () => (await t.db.select().from(guides).where(eq(guides.id, guide.id)))[0],
    );
  });

  it('answers an unknown guide with 404', async () => {
    const response = await injectAs(t.app, author.cookie, {
      method: 'PUT',
      url: '/api/guides/00000000-0000-4000-8000-000000000000',
      payload: { ...guideBody(), version: 0 },
    });
    expectError(response, 404, 'NOT_FOUND', GUIDE_MESSAGES.notFound);
  });
});

describe('guide review', () => {
  it('lists every guide with its status for admins only', async () => {
    const guide = await createGuide(author);
    const list = await injectAs(t.app, admin.cookie, { url: '/api/admin/guides' });
    expect(list.statusCode).toBe(200);
    expect(list.json<AdminGuideList>().items.find((g) => g.id === guide.id)).toMatchObject({
      status: 'pending',
    });
    expectError(await injectAs(t.app, other.cookie, { url: '/api/admin/guides' }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ url: '/api/admin/guides' }), 401, 'UNAUTHENTICATED');
  });

  it('approves a guide, which then shows on /guides and the home page, and notifies its author', async () => {
    const guide = await createGuide(author, { title: `Home page guide ${randomBytes(3).toString('hex')}` });
    // Both public reads are cached before the approval; its event must make them stale.
    await t.app.inject({ url: '/api/home/guides' });
    await t.app.inject({ url: `/api/guides?search=${encodeURIComponent(guide.title)}` });

    const response = await review(guide.id, 'approved');
    expect(response.statusCode).toBe(200);

    const list = (
      await t.app.inject({ url: `/api/guides?search=${encodeURIComponent(guide.title)}` })
    ).json<GuideList>();
    expect(list.items.map((g) => g.id)).toEqual([guide.id]);
    const home = (await t.app.inject({ url: '/api/home/guides' })).json<HomeGuides>();
    expect(home.items.map((g) => g.id)).toContain(guide.id);

    const stored = await t.db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(stored.find((n) => n.postId === guide.slug)).toMatchObject({
      type: 'guide_approved',
      fromUserId: admin.user.id,
      content: guide.title,
    });
  });

  it('rejects a guide, which stays hidden, and notifies its author', async () => {
    const guide = await createGuide(author);
    expect((await review(guide.id, 'rejected')).statusCode).toBe(200);
    expectError(await t.app.inject({ url: `/api/guides/${guide.slug}` }), 404, 'NOT_FOUND');
    const stored = await t.db.select().from(notifications).where(eq(notifications.postId, guide.slug));
    expect(stored).toMatchObject([{ type: 'guide_rejected', userId: author.user.id }]);
  });

  it('refuses members and visitors, an unknown status and an unknown guide, changing nothing', async () => {
    const guide = await createGuide(author);
    expectError(await review(guide.id, 'approved', other.cookie), 403, 'FORBIDDEN');
    expectError(await review(guide.id, 'approved', author.cookie), 403, 'FORBIDDEN');
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/guides/${guide.id}/status`,
        payload: { status: 'approved' },
      }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await injectAs(t.app, admin.cookie, {
        method: 'PUT',
        url: `/api/admin/guides/${guide.id}/status`,
        payload: { status: 'published' },
      }),
      400,
      'VALIDATION',
    );
    expectError(await review('00000000-0000-4000-8000-000000000000', 'approved'), 404, 'NOT_FOUND');
    const [row] = await t.db.select().from(guides).where(eq(guides.id, guide.id));
    expect(row?.status).toBe('pending');
    const stored = await t.db.select().from(notifications).where(eq(notifications.postId, guide.slug));
    expect(stored).toEqual([]);
  });
});

describe('POST /api/guides/images', () => {
  function upload(cookie: string | undefined, file: Buffer) {
    const boundary = `----haven${randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const request = {
      method: 'POST' as const,
      url: '/api/guides/images',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
    return cookie ? injectAs(t.app, cookie, request) : t.app.inject(request);
  }

  it("stores a member's image as WebP and answers its address; refuses visitors and non-images", async () => {
    const png = await sharp({
      create: { width: 20, height: 10, channels: 3, background: { r: 9, g: 99, b: 199 } },
    })
      .png()
      .toBuffer();
    const response = await upload(other.cookie, png);
    expect(response.statusCode).toBe(201);
    expect(response.json().imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    expectError(await upload(undefined, png), 401, 'UNAUTHENTICATED', GUIDE_MESSAGES.mustBeLoggedIn);
    expect((await upload(other.cookie, Buffer.from('not an image'))).statusCode).toBeGreaterThanOrEqual(400);
  });
});
