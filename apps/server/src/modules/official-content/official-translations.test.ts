import type { OfficialContentList, OfficialContentPage } from '@haven/shared/official-content/schemas';
import type { OfficialContentTranslationInput } from '@haven/shared/official-content/translations';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { officialContent, officialContentTranslations } from '../../db/schema/index.ts';
import { expectError, expectVersionedSaves, injectAs, MISSING_ROW_ID } from '../../test/http.ts';
import { useMemberAndAdmin, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { member, admin } = useMemberAndAdmin(t);
let sequence = 0;

async function newsPost() {
  sequence += 1;
  const [row] = await t.db
    .insert(officialContent)
    .values({
      type: 'news',
      title: `Harvest Moon Festival ${sequence}`,
      slug: `harvest-moon-festival-${sequence}`,
      description: 'Lanterns light the capital for a week.',
      content: '<p>Bring your friends.</p>',
    })
    .returning();
  if (!row) throw new Error('no post');
  return row;
}

const saveTranslation = (
  contentId: string,
  language: string,
  fields: OfficialContentTranslationInput,
  version = 0,
) =>
  injectAs(t.app, admin.cookie, {
    method: 'PUT',
    url: `/api/admin/official-content/${contentId}/translations/${language}`,
    payload: { fields, version },
  });

describe('official posts read in another language', () => {
  it('answers a post and the list in the language asked for, English field by field, each language its own cached answer', async () => {
    const post = await newsPost();
    const saved = await saveTranslation(post.id, 'es', {
      title: 'Festival de la Luna de la Cosecha',
      content: '<p>Trae a tus amigos.</p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const spanish = await t.app.inject({ url: `/api/official-content/news/${post.slug}?lang=es` });
    const english = await t.app.inject({ url: `/api/official-content/news/${post.slug}` });
    expect(spanish.json<OfficialContentPage>()).toMatchObject({
      slug: post.slug,
      title: 'Festival de la Luna de la Cosecha',
      description: 'Lanterns light the capital for a week.',
      content: '<p>Trae a tus amigos.</p>',
      untranslated: ['description'],
    });
    expect(english.json<OfficialContentPage>()).toMatchObject({ title: post.title, untranslated: [] });
    expect(spanish.headers.etag).not.toBe(english.headers.etag);

    const list = (
      await t.app.inject({ url: '/api/official-content/news?lang=es' })
    ).json<OfficialContentList>();
    expect(list.items.find((item) => item.id === post.id)).toMatchObject({
      title: 'Festival de la Luna de la Cosecha',
      untranslated: ['description'],
    });
    const portuguese = (
      await t.app.inject({ url: `/api/official-content/news/${post.slug}?lang=pt-BR` })
    ).json<OfficialContentPage>();
    expect(portuguese.untranslated).toEqual(['title', 'description', 'content']);
  });

  it('refuses a language the site does not speak', async () => {
    expectError(await t.app.inject({ url: '/api/official-content/news?lang=xx' }), 400, 'VALIDATION');
  });
});

describe('official posts’ translations for the admin editor', () => {
  it('lists every other language with its version to admins only', async () => {
    const post = await newsPost();
    const url = `/api/admin/official-content/${post.id}/translations`;
    const answer = await injectAs(t.app, admin.cookie, { url });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ items: { language: string; version: number }[] }>().items).toMatchObject([
      { language: 'es', version: 0 },
      { language: 'pt-BR', version: 0 },
    ]);
    expectError(await t.app.inject({ url }), 401, 'UNAUTHENTICATED');
    expectError(await injectAs(t.app, member.cookie, { url }), 403, 'FORBIDDEN');
  });

  it('refuses visitors, members, unknown posts, English, unknown languages and bad input, writing nothing', async () => {
    const post = await newsPost();
    const url = `/api/admin/official-content/${post.id}/translations/es`;
    const payload = { fields: { title: 'Festival' }, version: 0 };
    expectError(await t.app.inject({ method: 'PUT', url, payload }), 401, 'UNAUTHENTICATED');
    expectError(await injectAs(t.app, member.cookie, { method: 'PUT', url, payload }), 403, 'FORBIDDEN');
    expectError(await saveTranslation(MISSING_ROW_ID, 'es', { title: 'Festival' }), 404, 'NOT_FOUND');
    expectError(await saveTranslation(post.id, 'en', { title: 'Overwrite' }), 400, 'VALIDATION');
    expectError(await saveTranslation(post.id, 'de', { title: 'Fest' }), 400, 'VALIDATION');
    expectError(await saveTranslation(post.id, 'es', { description: 'x'.repeat(1001) }), 400, 'VALIDATION');
    const rows = await t.db
      .select()
      .from(officialContentTranslations)
      .where(eq(officialContentTranslations.itemId, post.id));
    expect(rows).toEqual([]);
  });

  it('saves from the version the editor opened and refuses a stale one with 409', async () => {
    const post = await newsPost();
    const readRow = async () => {
      const [row] = await t.db
        .select({ version: officialContentTranslations.version, fields: officialContentTranslations.fields })
        .from(officialContentTranslations)
        .where(
          and(
            eq(officialContentTranslations.itemId, post.id),
            eq(officialContentTranslations.language, 'pt-BR'),
          ),
        );
      return row ?? { version: 0, fields: {} };
    };
    await expectVersionedSaves(
      (version, text) => saveTranslation(post.id, 'pt-BR', { title: text }, version),
      readRow,
    );
  });
});
