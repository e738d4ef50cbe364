import { type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';

type Part = string | unknown[];
type Language = 'en' | 'es' | 'pt-BR';

/** A translator holding ICU messages (English source text → this language's text). */
function translator(language: Language, messages: Record<string, string>) {
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([source, text]) => [generateMessageId(source), compileMessage(text)]),
  );
  const i18n = setupI18n({ locale: language, messages: { [language]: compiled as Messages } });
  return (source: string, values: Record<string, unknown>) => i18n._(generateMessageId(source), values);
}

const HEROES = '{count, plural, one {# hero} other {# heroes}}';
const BY = '{kind, select, guide {Guide by {author}} team {Team by {author}} other {Post by {author}}}';
const ICU: Record<Language, Record<string, string>> = {
  en: { [HEROES]: HEROES, [BY]: BY },
  es: {
    [HEROES]: '{count, plural, one {# héroe} other {# héroes}}',
    [BY]: '{kind, select, guide {Guía de {author}} team {Equipo de {author}} other {Publicación de {author}}}',
  },
  'pt-BR': {
    [HEROES]: '{count, plural, one {# herói} other {# heróis}}',
    [BY]: '{kind, select, guide {Guia de {author}} team {Equipe de {author}} other {Publicação de {author}}}',
  },
};

describe('plural messages in each language', () => {
  it('English says one for 1 only', () => {
    const t = translator('en', ICU.en);
    expect([0, 1, 2].map((count) => t(HEROES, { count }))).toEqual(['0 heroes', '1 hero', '2 heroes']);
  });

  it('Spanish says one for 1 only, and groups thousands with a dot', () => {
    const t = translator('es', ICU.es);
    expect([0, 1, 2, 12_345].map((count) => t(HEROES, { count }))).toEqual([
      '0 héroes',
      '1 héroe',
      '2 héroes',
      '12.345 héroes',
    ]);
  });

  it('Brazilian Portuguese counts 0 and 1 as one', () => {
    const t = translator('pt-BR', ICU['pt-BR']);
    expect([0, 1, 2].map((count) => t(HEROES, { count }))).toEqual(['0 herói', '1 herói', '2 heróis']);
  });

  it('a million takes the other form where the language has a many form the message does not give', () => {
    expect(translator('es', ICU.es)(HEROES, { count: 1_000_000 })).toBe('1.000.000 héroes');
    expect(translator('pt-BR', ICU['pt-BR'])(HEROES, { count: 1_000_000 })).toBe('1.000.000 heróis');
  });
});

describe('select messages in each language', () => {
  for (const [language, expected] of [
    ['en', ['Guide by Ana', 'Team by Ana', 'Post by Ana']],
    ['es', ['Guía de Ana', 'Equipo de Ana', 'Publicación de Ana']],
    ['pt-BR', ['Guia de Ana', 'Equipe de Ana', 'Publicação de Ana']],
  ] as const) {
    it(`${language} picks the branch named, and the other branch for any value it does not name`, () => {
      const t = translator(language, ICU[language]);
      expect(['guide', 'team', 'comment'].map((kind) => t(BY, { kind, author: 'Ana' }))).toEqual(expected);
    });
  }
});

/** The placeholders a compiled message fills (not the plural's `#`), and its plurals' and selects' variables. */
function placeholdersOf(message: unknown, found = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return found;
  for (const part of message as Part[]) {
    if (typeof part === 'string') continue;
    const [name, kind, options] = part as [string, string?, Record<string, unknown>?];
    found.add(kind ? `${name}:${kind}` : name);
    if (options && typeof options === 'object') {
      for (const value of Object.values(options)) placeholdersOf(value, found);
    }
  }
  return found;
}

/** Every catalog of every area, compiled as in the build, by language. */
const catalogs = import.meta.glob<{ messages: Messages }>('../**/locales/*.po', { eager: true });
const byLanguage = new Map<string, Map<string, { area: string; messages: Messages }>>();
for (const [file, { messages }] of Object.entries(catalogs)) {
  const [, area = '', language = ''] = /^\.\.\/(.*?)\/?locales\/([^/]+)\.po$/.exec(file) ?? [];
  const areas = byLanguage.get(language) ?? new Map();
  areas.set(area, { area: area || 'shell', messages });
  byLanguage.set(language, areas);
}

describe('the catalogs’ messages', () => {
  it('fill in Spanish and Portuguese the placeholders, plurals and selects their English fills', () => {
    const problems: string[] = [];
    const english = byLanguage.get('en') ?? new Map();
    expect(english.size).toBeGreaterThan(0);
    for (const language of ['es', 'pt-BR']) {
      for (const [key, { area, messages }] of byLanguage.get(language) ?? []) {
        const source = english.get(key)?.messages ?? {};
        for (const [id, message] of Object.entries(messages)) {
          const want = [...placeholdersOf(source[id])].sort();
          const have = [...placeholdersOf(message)].sort();
          if (want.join() !== have.join())
            problems.push(`${area} ${language} ${id}: ${have.join(', ')} instead of ${want.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('draw every count in every language without leaving a placeholder unfilled', () => {
    const problems: string[] = [];
    let drawn = 0;
    for (const [language, areas] of byLanguage) {
      for (const { area, messages } of areas.values()) {
        const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
        for (const [id, message] of Object.entries(messages)) {
          const names = [...placeholdersOf(message)];
          if (!names.some((name) => name.endsWith(':plural'))) continue;
          for (const count of [0, 1, 2, 5, 21, 1_000_000]) {
            const values = Object.fromEntries(names.map((name) => [name.split(':')[0], count]));
            const text = i18n._(id, values);
            drawn += 1;
            if (/[{}]/.test(text)) problems.push(`${area} ${language} ${id} at ${count}: ${text}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(drawn).toBeGreaterThan(0);
  });
});
