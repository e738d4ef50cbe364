import type { Language } from '@haven/shared/i18n/languages';
import * as english from '@haven/shared/statistics/summaries';
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/i18n';
import * as summaries from './summaries';

/** The shell's catalog and this feature's, as the statistics page in that language has them. */
async function inLanguage(language: Language) {
  const area = (await import(`./locales/${language}.po`)) as { messages: object };
  i18n.loadAndActivate({
    locale: language,
    messages: { ...(await loadMessages(language)), ...area.messages },
  });
}

const iso = (date: string) => date;
const classes = [
  { label: 'Guard', count: 14 },
  { label: 'Doctor', count: 14 },
  { label: 'Gourmet', count: 1 },
];
const ratings = [1, 2, 3, 4, 5].map((stars) => ({ label: String(stars), count: stars === 4 ? 3 : 1 }));
const rated = [{ name: 'Aria', slug: 'aria', average: 4.8, count: 12 }];
const one = [{ name: 'Aria', slug: 'aria', count: 1 }];
const weeks = [
  { weekStart: '2026-01-05', count: 2 },
  { weekStart: '2026-01-12', count: 5 },
];
const days = [
  { date: '2026-01-05', heroComments: 2, wallComments: 1 },
  { date: '2026-01-06', heroComments: 0, wallComments: 4 },
];
const categories = [
  { label: 'Gear', count: 3 },
  { label: 'Relics', count: 9 },
];
const tiers = (counts: number[]) =>
  ['S+', 'S', 'A', 'B', 'C', 'D', 'Not ranked'].map((label, i) => ({ label, count: counts[i] ?? 0 }));

afterAll(() => {
  i18n.activate('');
});

describe('chart summaries in the page’s language', () => {
  it('keep the shared English summaries word for word', async () => {
    await inLanguage('en');
    for (const group of ['class', 'role', 'rarity'] as const)
      expect(summaries.summariseHeroGroups(classes, group, 29)).toBe(
        english.summariseHeroGroups(classes, group, 29),
      );
    expect(summaries.summariseHeroGroups(classes, 'class', 1)).toBe(
      english.summariseHeroGroups(classes, 'class', 1),
    );
    expect(summaries.summariseRatings(ratings)).toBe(english.summariseRatings(ratings));
    expect(summaries.summariseTopRated(rated)).toBe(english.summariseTopRated(rated));
    expect(summaries.summarisePicks(one, 'shared')).toBe(
      english.summarisePicks(one, 'shared team', 'shared teams'),
    );
    expect(summaries.summarisePicks(rated, 'game')).toBe(
      english.summarisePicks(rated, 'Game Team', 'Game Teams'),
    );
    expect(summaries.summariseBanners([{ ...one[0], count: 4 } as never])).toBe(
      'Aria has been featured on the most banners: 4.',
    );
    expect(summaries.summariseMembers(weeks, iso)).toBe(english.summariseMembers(weeks, iso));
    expect(summaries.summariseMembers([{ weekStart: '2026-01-05', count: 1 }], iso)).toBe(
      english.summariseMembers([{ weekStart: '2026-01-05', count: 1 }], iso),
    );
    expect(summaries.summariseComments(days, iso)).toBe(english.summariseComments(days, iso));
    expect(summaries.summariseGuideTags(categories)).toBe(english.summariseGuideTags(categories));
    expect(summaries.summariseDatabase(categories)).toBe(english.summariseDatabase(categories));
    for (const counts of [[1, 2, 5, 3, 0, 0, 2], [1], [0, 0, 0, 0, 0, 0, 4], []])
      expect(summaries.summariseTiers('Duel', tiers(counts))).toBe(
        english.summariseTiers('Duel', tiers(counts)),
      );
  });

  it('speak Spanish and Portuguese, with their plurals and decimal commas', async () => {
    await inLanguage('es');
    expect(summaries.summariseRatings(ratings)).toBe(
      'De 7 valoraciones, 4 estrellas es la más dada (3); la media es de 3,29 estrellas.',
    );
    expect(summaries.summarisePicks(one, 'shared')).toBe('Aria es el más elegido, en 1 equipo compartido.');
    await inLanguage('pt-BR');
    expect(summaries.summariseDatabase(categories)).toBe(
      'O banco de dados tem 12 itens; Relics tem mais, com 9.',
    );
  });
});
