import type { PageContent } from '@haven/shared/pages/schemas';
import type { PageTranslationInput } from '@haven/shared/pages/translations';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageContent, pageTranslations } from '../../db/schema/index.ts';
import { expectError, expectVersionedSaves, injectAs, MISSING_ROW_ID } from '../../test/http.ts';
import { useMemberAndAdmin, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { member, admin } = useMemberAndAdmin(t);
let sequence = 0;

async function aboutPage() {
  sequence += 1;
  const [row] = await t.db
    .insert(pageContent)
    .values({
      slug: `about-lang-${sequence}`,
      title: 'About the Realm',
      content: '<p>Welcome, traveller.</p>',
    })
    .returning();
  if (!row) throw new Error('no page');
  return row;
}

const saveTranslation = (pageId: string, language: string, fields: PageTranslationInput, version = 0) =>
  injectAs(t.app, admin.cookie, {
    method: 'PUT',
    url: `/api/admin/pages/${pageId}/translations/${language}`,
    payload: { fields, version },
  });
const readPage = async (slug: string, lang?: string) =>
  (await t.app.inject({ url: `/api/pages/${slug}${lang ? `?lang=${lang}` : ''}` })).json<PageContent>();

describe('an about page read in another language', () => {
  let page: typeof pageContent.$inferSelect;
  beforeAll(async () => {
    page = await aboutPage();
  });

  it('answers its translated title and content, English field by field, each language its own cached answer', async () => {
    // Cached in Spanish before any translation: the English, marked.
    expect(await readPage(page.slug, 'es')).toMatchObject({
      title: 'About the Realm',
      untranslated: ['title', 'content'],
    });
    const saved = await saveTranslation(page.id, 'es', { content: '<p>Bienvenido, viajero.</p>' });
    expect(saved.statusCode, saved.body).toBe(200);

    const spanish = await t.app.inject({ url: `/api/pages/${page.slug}?lang=es` });
    const english = await t.app.inject({ url: `/api/pages/${page.slug}` });
    expect(spanish.json<PageContent>()).toMatchObject({
      title: 'About the Realm',
      content: '<p>Bienvenido, viajero.</p>',
      untranslated: ['title'],
    });
    expect(english.json<PageContent>()).toMatchObject({
      content: '<p>Welcome, traveller.</p>',
      untranslated: [],
    });
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    expect((await readPage(page.slug, 'pt-BR')).untranslated).toEqual(['title', 'content']);
  });

  it('refuses a language the site does not speak', async () => {
    expectError(await t.app.inject({ url: `/api/pages/${page.slug}?lang=it` }), 400, 'VALIDATION');
  });
});

describe('the about pages’ translations for the admin editor', () => {
  it('lists every other language with its version to admins only', async () => {
    const page = await aboutPage();
    await saveTranslation(page.id, 'pt-BR', { title: 'Sobre o Reino' });
    const url = `/api/admin/pages/${page.id}/translations`;
    const answer = await injectAs(t.app, admin.cookie, { url });
    expect(answer.json()).toEqual({
      items: [
        { language: 'es', fields: { title: '', content: '' }, version: 0 },
        { language: 'pt-BR', fields: { title: 'Sobre o Reino', content: '' }, version: 1 },
      ],
    });
    expectError(await t.app.inject({ url }), 401, 'UNAUTHENTICATED');
    expectError(await injectAs(t.app, member.cookie, { url }), 403, 'FORBIDDEN');
  });

  it('refuses visitors, members, unknown pages, English, unknown languages and bad input, writing nothing', async () => {
    const page = await aboutPage();
    const url = `/api/admin/pages/${page.id}/translations/es`;
    const payload = { fields: { title: 'Sobre el Reino' }, version: 0 };
    expectError(await t.app.inject({ method: 'PUT', url, payload }), 401, 'UNAUTHENTICATED');
    expectError(await injectAs(t.app, member.cookie, { method: 'PUT', url, payload }), 403, 'FORBIDDEN');
    expectError(await saveTranslation(MISSING_ROW_ID, 'es', { title: 'Sobre' }), 404, 'NOT_FOUND');
    expectError(await saveTranslation(page.id, 'en', { title: 'Overwrite' }), 400, 'VALIDATION');
    expectError(await saveTranslation(page.id, 'ja', { title: 'Sobre' }), 400, 'VALIDATION');
    expectError(await saveTranslation(page.id, 'es', { title: 'x'.repeat(151) }), 400, 'VALIDATION');
    const rows = await t.db.select().from(pageTranslations).where(eq(pageTranslations.itemId, page.id));
    expect(rows).toEqual([]);
  });

  it('saves from the version the editor opened, refuses a stale one with 409, and sanitises the content', async () => {
    const page = await aboutPage();
    const readRow = async () => {
      const [row] = await t.db
        .select({ version: pageTranslations.version, fields: pageTranslations.fields })
        .from(pageTranslations)
        .where(and(eq(pageTranslations.itemId, page.id), eq(pageTranslations.language, 'es')));
      return row ?? { version: 0, fields: {} };
    };
    await expectVersionedSaves(
      (version, text) => saveTranslation(page.id, 'es', { title: text }, version),
      readRow,
    );
    await saveTranslation(page.id, 'es', { content: '<p>Hola<script>alert(1)</script></p>' }, 2);
    const spanish = await readPage(page.slug, 'es');
    expect(spanish.content).toBe('<p>Hola</p>');
  });
});

describe('a translated about page', () => {
  it('keeps the English heading anchors, so a link to a section lands on it in every language', async () => {
    const page = await aboutPage();
    await t.db
      .update(pageContent)
      .set({ content: '<h2>Redeeming a code</h2><p>Open the menu.</p>' })
      .where(eq(pageContent.id, page.id));
    await saveTranslation(page.id, 'es', { content: '<h2>Canjear un código</h2><p>Abre el menú.</p>' });
    expect(await readPage(page.slug, 'es')).toMatchObject({ headingIds: ['section-redeeming-a-code'] });
    expect(await readPage(page.slug)).not.toHaveProperty('headingIds');
  });
});
