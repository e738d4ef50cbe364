import type { HeroReview } from '@haven/shared/hero-reviews/schemas';
import type { HeroDetail } from '@haven/shared/heroes/schemas';
import { HERO_TRANSLATION_MESSAGES, type HeroTranslationInput } from '@haven/shared/heroes/translations';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { heroReviews, heroTranslations } from '../../db/schema/index.ts';
import { buildHero } from '../../test/factories.ts';
import { expectError, expectVersionedSaves, injectAs, MISSING_ROW_ID } from '../../test/http.ts';
import { useMembers, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { admin, member } = useMembers(t, { admin: 'admin', member: 'member' });

const asAdmin = (request: InjectOptions) => injectAs(t.app, admin.cookie, request);
const saveTranslation = (heroId: string, language: string, fields: HeroTranslationInput, version = 0) =>
  asAdmin({
    method: 'PUT',
    url: `/api/admin/heroes/${heroId}/translations/${language}`,
    payload: { fields, version },
  });
const readHero = async (slug: string, lang?: string) =>
  (await t.app.inject({ url: `/api/heroes/${slug}${lang ? `?lang=${lang}` : ''}` })).json<HeroDetail>();

async function heroWithSkills() {
  return buildHero(t.db, {
    description: 'A steady shield.',
    skills: [
      { name: 'Oathwall', description: 'Raises a barrier for two turns.', type: 'Active', cooldown: 3 },
      { name: 'Last Stand', description: 'Taunts every enemy.', type: 'Ultimate', cooldown: 5 },
    ],
  });
}

describe('a hero read in another language', () => {
  it('answers the translated texts, English field by field where none is written, and names the fields that fell back', async () => {
    const hero = await heroWithSkills();
    const saved = await saveTranslation(hero.id, 'es', {
      description: 'Un escudo firme.',
      skills: [{ name: 'Muro del Juramento', description: 'Alza una barrera durante dos turnos.' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const spanish = await readHero(hero.slug, 'es');
    expect(spanish.description).toBe('Un escudo firme.');
    expect(spanish.skills.map((skill) => [skill.name, skill.description, skill.cooldown])).toEqual([
      ['Muro del Juramento', 'Alza una barrera durante dos turnos.', 3],
      ['Last Stand', 'Taunts every enemy.', 5],
    ]);
    expect(spanish.untranslated).toEqual(['skills.1.name', 'skills.1.description']);

    const portuguese = await readHero(hero.slug, 'pt-BR');
    expect(portuguese.description).toBe('A steady shield.');
    expect(portuguese.untranslated).toContain('description');

    const english = await readHero(hero.slug);
    expect(english.description).toBe('A steady shield.');
    expect(english.untranslated).toEqual([]);
  });

  it('keeps each language its own cached answer, and a translation save makes that language fresh', async () => {
    const hero = await heroWithSkills();
    // Both languages cached before any translation: Spanish falls back to English.
    expect((await readHero(hero.slug)).description).toBe('A steady shield.');
    expect((await readHero(hero.slug, 'es')).description).toBe('A steady shield.');

    await saveTranslation(hero.id, 'es', { description: 'Un escudo firme.' });
    const spanish = await t.app.inject({ url: `/api/heroes/${hero.slug}?lang=es` });
    const english = await t.app.inject({ url: `/api/heroes/${hero.slug}` });
    expect(spanish.json<HeroDetail>().description).toBe('Un escudo firme.');
    expect(english.json<HeroDetail>().description).toBe('A steady shield.');
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
  });

  it('answers the review in the language asked for, list by list, English where not translated', async () => {
    const hero = await heroWithSkills();
    await t.db.insert(heroReviews).values({
      heroId: hero.id,
      verdict: 'A wall to build behind.',
      overview: '<p>Strong early.</p>',
      strengths: ['Shields the team'],
      weaknesses: ['Slow'],
    });
    await saveTranslation(hero.id, 'pt-BR', {
      verdict: 'Uma muralha para se proteger atrás.',
      strengths: ['Protege a equipe'],
    });
    const review = (
      await t.app.inject({ url: `/api/heroes/${hero.slug}/review?lang=pt-BR` })
    ).json<HeroReview>();
    expect(review.verdict).toBe('Uma muralha para se proteger atrás.');
    expect(review.strengths).toEqual(['Protege a equipe']);
    expect(review.weaknesses).toEqual(['Slow']);
    expect(review.untranslated).toEqual(['overview', 'weaknesses']);
  });

  it('refuses a language the site does not speak', async () => {
    const hero = await heroWithSkills();
    expectError(await t.app.inject({ url: `/api/heroes/${hero.slug}?lang=fr` }), 400, 'VALIDATION');
  });
});

describe('PUT /api/admin/heroes/:heroId/translations/:language', () => {
  it('refuses visitors, members, unknown heroes, English and bad input, writing nothing', async () => {
    const hero = await heroWithSkills();
    const url = `/api/admin/heroes/${hero.id}/translations/es`;
    const payload = { fields: { description: 'Un escudo firme.' }, version: 0 };
    expectError(await t.app.inject({ method: 'PUT', url, payload }), 401, 'UNAUTHENTICATED');
    expectError(await injectAs(t.app, member.cookie, { method: 'PUT', url, payload }), 403, 'FORBIDDEN');
    expectError(
      await saveTranslation(MISSING_ROW_ID, 'es', { description: 'Un escudo firme.' }),
      404,
      'NOT_FOUND',
    );
    expectError(await saveTranslation(hero.id, 'en', { description: 'Overwrite' }), 400, 'VALIDATION');
    expectError(await saveTranslation(hero.id, 'fr', { description: 'Un bouclier' }), 400, 'VALIDATION');
    const tooLong = await saveTranslation(hero.id, 'es', { description: 'x'.repeat(2001) });
    expectError(tooLong, 400, 'VALIDATION');
    expect(JSON.stringify(tooLong.json())).toContain(HERO_TRANSLATION_MESSAGES.descriptionTooLong);
    expect(await t.db.select().from(heroTranslations).where(eq(heroTranslations.itemId, hero.id))).toEqual(
      [],
    );
  });

  it('saves each language from its own version and refuses a stale one with 409', async () => {
    const hero = await heroWithSkills();
    const readRow = async () => {
      const [row] = await t.db
        .select({ version: heroTranslations.version, fields: heroTranslations.fields })
        .from(heroTranslations)
        .where(and(eq(heroTranslations.itemId, hero.id), eq(heroTranslations.language, 'es')));
      return row ?? { version: 0, fields: {} };
    };
    await expectVersionedSaves(
      (version, text) => saveTranslation(hero.id, 'es', { description: text }, version),
      readRow,
    );
    // Another language starts from its own version 0, whatever Spanish is at.
    const portuguese = await saveTranslation(hero.id, 'pt-BR', { description: 'Um escudo firme.' }, 0);
    expect(portuguese.json()).toEqual({ id: hero.id, version: 1 });
  });

  it('keeps the translated build notes as sanitised HTML', async () => {
    const hero = await heroWithSkills();
    await saveTranslation(hero.id, 'es', { buildNotes: '<p>Notas<script>alert(1)</script></p>' });
    expect((await readHero(hero.slug, 'es')).buildNotes).toBe('<p>Notas</p>');
  });
});

describe('GET /api/admin/heroes/:heroId/translations', () => {
  it('gives the editor every other language with its version, blank where none is written, to admins only', async () => {
    const hero = await heroWithSkills();
    await saveTranslation(hero.id, 'es', { description: 'Un escudo firme.' });
    const url = `/api/admin/heroes/${hero.id}/translations`;
    expectError(await injectAs(t.app, member.cookie, { url }), 403, 'FORBIDDEN');
    const answer = await asAdmin({ url });
    expect(answer.statusCode).toBe(200);
    const { items } = answer.json<{
      items: { language: string; version: number; fields: { description: string } }[];
    }>();
    expect(items.map((item) => [item.language, item.version, item.fields.description])).toEqual([
      ['es', 1, 'Un escudo firme.'],
      ['pt-BR', 0, ''],
    ]);
  });
});
