import type { DatabaseEntryDetail, DatabaseListResponse } from '@haven/shared/game-database/schemas';
import type { DatabaseEntryTranslationInput } from '@haven/shared/game-database/translations';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseEntryTranslations } from '../../db/schema/index.ts';
import { buildDatabaseEntry } from '../../test/factories.ts';
import { expectError, expectVersionedSaves, injectAs, MISSING_ROW_ID } from '../../test/http.ts';
import { useMembers, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { admin, member } = useMembers(t, { admin: 'admin', member: 'member' });

const asAdmin = (request: InjectOptions) => injectAs(t.app, admin.cookie, request);
const saveTranslation = (
  entryId: string,
  language: string,
  fields: DatabaseEntryTranslationInput,
  version = 0,
) =>
  asAdmin({
    method: 'PUT',
    url: `/api/admin/database/${entryId}/translations/${language}`,
    payload: { fields, version },
  });
const withLang = (url: string, lang?: string) =>
  lang ? `${url}${url.includes('?') ? '&' : '?'}lang=${lang}` : url;
const readEntry = async (slug: string, lang?: string) =>
  (await t.app.inject({ url: withLang(`/api/database/gems/${slug}`, lang) })).json<DatabaseEntryDetail>();
const readList = async (lang?: string) =>
  (
    await t.app.inject({ url: withLang('/api/database/gems?search=Lantern', lang) })
  ).json<DatabaseListResponse>();

let sequence = 0;
async function gem() {
  sequence += 1;
  return buildDatabaseEntry(t.db, {
    category: 'gems',
    name: `Lantern Opal ${sequence}`,
    summary: 'Glows in the dark.',
    description: '<p>Found in the deep mines.</p>',
  });
}

describe('a database entry read in another language', () => {
  it('answers the translated name, summary and description, English field by field where none is written', async () => {
    const entry = await gem();
    const saved = await saveTranslation(entry.id, 'es', {
      name: 'Ópalo Farol',
      description: '<p>Se halla en las minas profundas.</p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const spanish = await readEntry(entry.slug, 'es');
    expect(spanish.name).toBe('Ópalo Farol');
    expect(spanish.summary).toBe('Glows in the dark.');
    expect(spanish.description).toBe('<p>Se halla en las minas profundas.</p>');
    expect(spanish.untranslated).toEqual(['summary']);

    const portuguese = await readEntry(entry.slug, 'pt-BR');
    expect(portuguese.name).toBe(entry.name);
    expect(portuguese.untranslated).toEqual(['name', 'summary', 'description']);

    const english = await readEntry(entry.slug);
    expect(english.name).toBe(entry.name);
    expect(english.untranslated).toEqual([]);
  });

  it("lists a category's cards with their translated names and summaries, each language its own cached answer", async () => {
    const entry = await gem();
    const before = await readList('es');
    expect(before.items.find((item) => item.id === entry.id)?.untranslated).toEqual(['name', 'summary']);

    await saveTranslation(entry.id, 'es', { name: 'Ópalo Farol', summary: 'Brilla en la oscuridad.' });
    const spanish = await t.app.inject({ url: '/api/database/gems?search=Lantern&lang=es' });
    const english = await t.app.inject({ url: '/api/database/gems?search=Lantern' });
    const card = spanish.json<DatabaseListResponse>().items.find((item) => item.id === entry.id);
    expect(card).toMatchObject({ name: 'Ópalo Farol', summary: 'Brilla en la oscuridad.', untranslated: [] });
    const englishCard = english.json<DatabaseListResponse>().items.find((item) => item.id === entry.id);
    expect(englishCard).toMatchObject({ name: entry.name, summary: 'Glows in the dark.', untranslated: [] });
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
  });

  it('names its neighbours in the language asked for', async () => {
    const first = await gem();
    const second = await gem();
    await saveTranslation(first.id, 'pt-BR', { name: 'Opala Lanterna' });
    const entry = await readEntry(second.slug, 'pt-BR');
    expect(entry.previous).toEqual({ slug: first.slug, name: 'Opala Lanterna' });
  });

  it('refuses a language the site does not speak', async () => {
    const entry = await gem();
    expectError(await t.app.inject({ url: `/api/database/gems/${entry.slug}?lang=fr` }), 400, 'VALIDATION');
    expectError(await t.app.inject({ url: '/api/database/gems?lang=de' }), 400, 'VALIDATION');
  });
});

describe('GET /api/admin/database/:entryId/translations', () => {
  it('gives the admin every other language with its version, and refuses visitors and members', async () => {
    const entry = await gem();
    await saveTranslation(entry.id, 'es', { name: 'Ópalo Farol' });
    const url = `/api/admin/database/${entry.id}/translations`;
    const answer = await asAdmin({ url });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      items: [
        { language: 'es', fields: { name: 'Ópalo Farol', summary: '', description: '' }, version: 1 },
        { language: 'pt-BR', fields: { name: '', summary: '', description: '' }, version: 0 },
      ],
    });
    expectError(await t.app.inject({ url }), 401, 'UNAUTHENTICATED');
    expectError(await injectAs(t.app, member.cookie, { url }), 403, 'FORBIDDEN');
    expectError(
      await asAdmin({ url: `/api/admin/database/${MISSING_ROW_ID}/translations` }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('PUT /api/admin/database/:entryId/translations/:language', () => {
  it('refuses visitors, members, unknown entries, English, unknown languages and bad input, writing nothing', async () => {
    const entry = await gem();
    const url = `/api/admin/database/${entry.id}/translations/es`;
    const payload = { fields: { name: 'Ópalo Farol' }, version: 0 };
    expectError(await t.app.inject({ method: 'PUT', url, payload }), 401, 'UNAUTHENTICATED');
    expectError(await injectAs(t.app, member.cookie, { method: 'PUT', url, payload }), 403, 'FORBIDDEN');
    expectError(await saveTranslation(MISSING_ROW_ID, 'es', { name: 'Ópalo' }), 404, 'NOT_FOUND');
    expectError(await saveTranslation(entry.id, 'en', { name: 'Overwrite' }), 400, 'VALIDATION');
    expectError(await saveTranslation(entry.id, 'fr', { name: 'Opale' }), 400, 'VALIDATION');
    const tooLong = await saveTranslation(entry.id, 'es', { name: 'x'.repeat(81) });
    expectError(tooLong, 400, 'VALIDATION');
    expect(JSON.stringify(tooLong.json())).toContain('Name must be at most 80 characters');
    expectError(
      await asAdmin({ method: 'PUT', url, payload: { fields: { name: 42 }, version: 0 } }),
      400,
      'VALIDATION',
    );
    const rows = await t.db
      .select()
      .from(databaseEntryTranslations)
      .where(eq(databaseEntryTranslations.itemId, entry.id));
    expect(rows).toEqual([]);
  });

  it('saves each language from its own version and refuses a stale one with 409', async () => {
    const entry = await gem();
    const readRow = async () => {
      const [row] = await t.db
        .select({ version: databaseEntryTranslations.version, fields: databaseEntryTranslations.fields })
        .from(databaseEntryTranslations)
        .where(
          and(eq(databaseEntryTranslations.itemId, entry.id), eq(databaseEntryTranslations.language, 'es')),
        );
      return row ?? { version: 0, fields: {} };
    };
    await expectVersionedSaves(
      (version, text) => saveTranslation(entry.id, 'es', { summary: text }, version),
      readRow,
    );
    const portuguese = await saveTranslation(entry.id, 'pt-BR', { name: 'Opala Lanterna' }, 0);
    expect(portuguese.json()).toEqual({ id: entry.id, version: 1 });
  });

  it('keeps the translated description as sanitised HTML', async () => {
    const entry = await gem();
    await saveTranslation(entry.id, 'es', {
      description: '<p>Brilla<script>alert(1)</script></p><img src=x onerror=alert(1)>',
    });
    const spanish = await readEntry(entry.slug, 'es');
    expect(spanish.description).not.toContain('script');
    expect(spanish.description).not.toContain('onerror');
    expect(spanish.description).toContain('Brilla');
  });
});
