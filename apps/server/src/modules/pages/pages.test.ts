import { PAGE_MESSAGES } from '@haven/shared/pages/constants';
import type { PageContent, PageContentList } from '@haven/shared/pages/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageContent } from '../../db/schema/index.ts';
import { expectError, expectVersionedSaves, injectAs } from '../../test/http.ts';
import { useMemberAndAdmin, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { member, admin } = useMemberAndAdmin(t);
let page: typeof pageContent.$inferSelect;

beforeAll(async () => {
  const [row] = await t.db
    .insert(pageContent)
    .values({ slug: `about-test-${process.pid}`, title: 'About the Test', content: '<p>Old</p>' })
    .returning();
  if (!row) throw new Error('no page');
  page = row;
});

const storedPage = async () => (await t.db.select().from(pageContent).where(eq(pageContent.id, page.id)))[0];

/** Saves as an editor that opened the page as it is stored now, unless the payload names a version. */
const save = async (cookie: string | undefined, payload: Record<string, unknown>, id = page.id) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/pages/${id}`,
    headers: cookie ? { cookie } : {},
    payload: { version: (await storedPage())?.version ?? 0, ...payload },
  });

describe('pages', () => {
  it('reads a page by slug; an unknown slug is not found', async () => {
    const response = await t.app.inject({ url: `/api/pages/${page.slug}` });
    expect(response.json<PageContent>()).toMatchObject({ title: 'About the Test', content: '<p>Old</p>' });
    expectError(await t.app.inject({ url: '/api/pages/nowhere' }), 404, 'NOT_FOUND', PAGE_MESSAGES.notFound);
  });

  it('saves the title and sanitised content, shown at once on the public page', async () => {
    const response = await save(admin.cookie, {
      title: 'About the Game',
      content: '<h2>Story</h2><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
    });
    expect(response.statusCode).toBe(200);
    const read = (await t.app.inject({ url: `/api/pages/${page.slug}` })).json<PageContent>();
    expect(read.title).toBe('About the Game');
    expect(read.content).not.toMatch(/onerror|javascript:/);
    expect(read.content).toContain('<h2>Story</h2>');
    const list = (await injectAs(t.app, admin.cookie, { url: '/api/admin/pages' })).json<PageContentList>();
    expect(list.items.map((p) => p.id)).toContain(page.id);
  });

  it('saves against the version the editor opened and refuses a save over a newer one', async () => {
    const from = (await storedPage())?.version ?? 0;
    await expectVersionedSaves(
      (version, title) => save(admin.cookie, { title, content: '<p>Kept</p>', version }),
      storedPage,
      from,
    );
  });

  it('refuses an empty title and an unknown page, writing nothing', async () => {
    expectError(
      await save(admin.cookie, { title: ' ', content: '<p>New</p>' }),
      400,
      'VALIDATION',
      PAGE_MESSAGES.titleRequired,
    );
    const unknown = await save(
      admin.cookie,
      { title: 'T', content: '' },
      '00000000-0000-4000-8000-000000000000',
    );
    expectError(unknown, 404, 'NOT_FOUND');
    const [row] = await t.db.select().from(pageContent).where(eq(pageContent.id, page.id));
    expect(row?.content).not.toBe('<p>New</p>');
  });

  it('is edited by administrators only', async () => {
    expectError(await save(undefined, { title: 'Hijacked', content: '' }), 401, 'UNAUTHENTICATED');
    expectError(await save(member.cookie, { title: 'Hijacked', content: '' }), 403, 'FORBIDDEN');
    expectError(await injectAs(t.app, member.cookie, { url: '/api/admin/pages' }), 403, 'FORBIDDEN');
    const [row] = await t.db.select().from(pageContent).where(eq(pageContent.id, page.id));
    expect(row?.title).not.toBe('Hijacked');
  });
});
