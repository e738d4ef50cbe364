import { randomBytes } from 'node:crypto';
import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import type { Guide, GuideList } from '@haven/shared/guides/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGuide, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let author: TestMember;

beforeAll(async () => {
  author = await signUpAndSignIn(t.app);
});

const content = `<p>${'Rotate the healers every second turn and keep the guard in front. '.repeat(3)}</p>`;
const write = (payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST', url = '/api/guides') =>
  injectAs(t.app, author.cookie, {
    method,
    url,
    payload: { title: 'Guía de la Arena', content, ...payload },
  });

describe('the language a guide is written in', () => {
  it('is stored as the writer chose it, English when none is given, and kept by an edit that names none', async () => {
    const spanish = await write({ language: 'es' });
    expect(spanish.statusCode, spanish.body).toBe(201);
    const created = spanish.json<Guide>();
    expect(created.language).toBe('es');

    const unnamed = await write({});
    expect(unnamed.json<Guide>().language).toBe('en');

    const edited = await write({ version: created.version }, 'PUT', `/api/guides/${created.id}`);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Guide>().language).toBe('es');
    const moved = await write(
      { version: created.version + 1, language: 'pt-BR' },
      'PUT',
      `/api/guides/${created.id}`,
    );
    expect(moved.json<Guide>().language).toBe('pt-BR');
  });

  it('refuses a language the site does not speak', async () => {
    const response = await write({ language: 'fr' });
    expectError(response, 400, 'VALIDATION');
    expect(JSON.stringify(response.json())).toContain(GUIDE_MESSAGES.languageUnknown);
  });

  it('filters the library by language and shows each guide’s language', async () => {
    const marker = randomBytes(4).toString('hex');
    await buildGuide(t.db, { title: `Guía ${marker}`, status: 'approved', language: 'es' });
    await buildGuide(t.db, { title: `Guia ${marker}`, status: 'approved', language: 'pt-BR' });
    await buildGuide(t.db, { title: `Guide ${marker}`, status: 'approved' });
    const read = async (query: string) =>
      (await t.app.inject({ url: `/api/guides?search=${marker}${query}` })).json<GuideList>();
    expect((await read('&language=es')).items.map((guide) => [guide.title, guide.language])).toEqual([
      [`Guía ${marker}`, 'es'],
    ]);
    expect((await read('&language=en')).items.map((guide) => guide.title)).toEqual([`Guide ${marker}`]);
    expect((await read('')).items).toHaveLength(3);
    expectError(await t.app.inject({ url: '/api/guides?language=fr' }), 400, 'VALIDATION');
  });
});
