import type { HeroListResponse } from '@haven/shared/heroes/schemas';
import type { HeroTranslationInput } from '@haven/shared/heroes/translations';
import type { QuickSearchResponse } from '@haven/shared/search/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { heroTranslations } from '../../db/schema/index.ts';
import { buildHero } from '../../test/factories.ts';
import { injectAs } from '../../test/http.ts';
import { useMembers, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { admin } = useMembers(t, { admin: 'admin' });

const saveTranslation = async (
  heroId: string,
  language: string,
  fields: HeroTranslationInput,
  version = 0,
) => {
  const saved = await injectAs(t.app, admin.cookie, {
    method: 'PUT',
    url: `/api/admin/heroes/${heroId}/translations/${language}`,
    payload: { fields, version },
  });
  expect(saved.statusCode, saved.body).toBe(200);
};
const listSlugs = async (search: string, lang?: string) => {
  const query = new URLSearchParams({ search, ...(lang ? { lang } : {}) });
  const response = await t.app.inject({ url: `/api/heroes?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HeroListResponse>().items.map((hero) => hero.slug);
};
const quickSlugs = async (q: string, lang?: string) => {
  const query = new URLSearchParams({ q, ...(lang ? { lang } : {}) });
  const response = await t.app.inject({ url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuickSearchResponse>().heroes.map((hero) => hero.slug);
};

/** A hero whose first skill is written in Spanish: 'Vendaval' and 'torbellino' are in no English text. */
async function heroWithSpanishSkills() {
  const hero = await buildHero(t.db, {
    skills: [
      {
        name: 'Gale Ward',
        description: 'Raises a whirling barrier for two turns.',
        type: 'Active',
        cooldown: 3,
      },
    ],
  });
  await saveTranslation(hero.id, 'es', {
    skills: [
      { name: 'Guardia del Vendaval', description: 'Alza un torbellino protector durante dos turnos.' },
    ],
  });
  return hero;
}

describe('hero search in the page’s language', () => {
  it('finds a hero by a word of its skills in the language asked for, and not in English or another language', async () => {
    const hero = await heroWithSpanishSkills();
    expect(await listSlugs('vendaval', 'es')).toContain(hero.slug);
    expect(await listSlugs('TORBELLINO', 'es')).toContain(hero.slug);
    expect(await listSlugs('vendaval')).toEqual([]);
    expect(await listSlugs('vendaval', 'pt-BR')).toEqual([]);
  });

  it('finds a hero by a misspelt translated word, as it does an English one', async () => {
    const hero = await heroWithSpanishSkills();
    expect(await listSlugs('torbelino', 'es')).toContain(hero.slug);
  });

  it('still finds heroes by their English name and skills in another language, and English reads as before', async () => {
    const hero = await heroWithSpanishSkills();
    expect(await listSlugs('gale ward', 'es')).toContain(hero.slug);
    expect(await listSlugs(hero.name, 'es')).toContain(hero.slug);
    expect(await listSlugs('gale ward')).toContain(hero.slug);
    expect(await listSlugs('whirling barrier')).toContain(hero.slug);
  });

  it('keeps each language its own cached answer, and a translation save refreshes it', async () => {
    const hero = await buildHero(t.db, {
      skills: [{ name: 'Ember Call', description: 'Summons a spark.', type: 'Active', cooldown: 2 }],
    });
    // Both cached before any translation: nothing in either language says 'chispa'.
    expect(await listSlugs('chispa', 'es')).not.toContain(hero.slug);
    expect(await listSlugs('chispa')).toEqual([]);

    await saveTranslation(hero.id, 'es', {
      skills: [{ name: 'Llamada de Ascuas', description: 'Invoca una chispa.' }],
    });
    expect(await listSlugs('chispa', 'es')).toContain(hero.slug);
    expect(await listSlugs('chispa')).toEqual([]);
  });

  it('keeps the search text in step with every save and with translations written outside the editor', async () => {
    const hero = await heroWithSpanishSkills();
    await saveTranslation(
      hero.id,
      'es',
      { skills: [{ name: 'Guardia del Céfiro', description: 'Alza un muro.' }] },
      1,
    );
    expect(await listSlugs('vendaval', 'es')).not.toContain(hero.slug);
    expect(await listSlugs('céfiro', 'es')).toContain(hero.slug);

    // The seed writes translation rows directly; the database derives their search text itself.
    await t.db
      .update(heroTranslations)
      .set({ fields: { skills: [{ name: 'Guardia del Siroco', description: '' }] } })
      .where(eq(heroTranslations.itemId, hero.id));
    const [row] = await t.db
      .select({ searchText: heroTranslations.searchText })
      .from(heroTranslations)
      .where(eq(heroTranslations.itemId, hero.id));
    expect(row?.searchText).toContain('guardia del siroco');
  });

  it('finds heroes in the quick search by their skills in the page’s language, each language its own answer', async () => {
    const hero = await heroWithSpanishSkills();
    expect(await quickSlugs('vendaval', 'es')).toContain(hero.slug);
    expect(await quickSlugs('vendaval')).toEqual([]);
    expect(await quickSlugs('gale ward', 'es')).toContain(hero.slug);
  });

  it('refuses a language the site does not have', async () => {
    const response = await t.app.inject({ url: '/api/heroes?search=vendaval&lang=xx' });
    expect(response.statusCode).toBe(400);
    const quick = await t.app.inject({ url: '/api/search?q=vendaval&lang=xx' });
    expect(quick.statusCode).toBe(400);
  });
});
