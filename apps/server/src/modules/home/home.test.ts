import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { RATING_RANK_MIN_COUNT } from '@haven/shared/heroes/rating';
import { HOME_MIN_RATED_HEROES } from '@haven/shared/heroes/rules';
import { HOME_GUIDES_COUNT, HOME_NEWS_COUNT, HOME_TEAMS_COUNT } from '@haven/shared/home/constants';
import type { HomeGuides, HomeHeroes, HomeNews, HomeTeams } from '@haven/shared/home/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { officialContentTranslations } from '../../db/schema/index.ts';
import { PUBLIC_REVALIDATE } from '../../lib/cache.ts';
import {
  buildGuide,
  buildHero,
  buildOfficialContent,
  buildProfile,
  buildTeam,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
beforeAll(async () => {});

async function read<T>(section: string): Promise<T> {
  const response = await t.app.inject({ url: `/api/home/${section}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe(PUBLIC_REVALIDATE);
  return response.json<T>();
}

/** Rows written straight into the database are announced as a write route would, so cached sections see them. */
async function announce(topic: string) {
  await t.app.bus.publish({ topic });
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const image = '/placeholder.svg';
/** A hero rated `count` times for `sum` stars in all, as the hero row stores its ratings. */
const rated = (name: string, sum: number, count: number, extra: Parameters<typeof buildHero>[1] = {}) =>
  buildHero(t.db, { name, ratingSum: sum, ratingCount: count, ...extra });

describe('home sections on an empty site', () => {
  it('answers every section with an empty list, publicly cacheable', async () => {
    for (const section of ['news', 'heroes', 'guides', 'teams']) {
      expect(await read(section)).toEqual({ items: [] });
    }
  });
});

describe('GET /api/home/heroes', () => {
  it(`falls back to heroes with images in rating order then rarity while fewer than ${HOME_MIN_RATED_HEROES} are ranked`, async () => {
    await rated('Fallback Rated', 4, 1, { rarity: 'R', imageUrl: image });
    await rated('Fallback No Image', 5, 1, { rarity: 'LR', imageUrl: null });
    await buildHero(t.db, { name: 'Fallback Legend', rarity: 'LR', imageUrl: image });
    await buildHero(t.db, { name: 'Fallback Grand', rarity: 'GR', imageUrl: image });
    await buildHero(t.db, { name: 'Fallback Ultra', rarity: 'UR', imageUrl: image });
    await buildHero(t.db, { name: 'Fallback Super', rarity: 'SSR', imageUrl: image });
    await buildHero(t.db, { name: 'Fallback Common', rarity: 'R', imageUrl: image });

    await announce(REALTIME_TOPICS.heroes);
    const { items } = await read<HomeHeroes>('heroes');
    expect(items.map((h) => h.name)).toEqual([
      'Fallback Rated',
      'Fallback Legend',
      'Fallback Grand',
      'Fallback Ultra',
      'Fallback Super',
    ]);
    expect(items[0]).toMatchObject({ averageRating: 4, totalRatings: 1, description: 'A steady shield.' });
  });

  it(`ranks heroes with ${RATING_RANK_MIN_COUNT}+ ratings by shown average, then number of ratings, once ${HOME_MIN_RATED_HEROES} are ranked`, async () => {
    // The fallback heroes above have one rating each: shown on their cards, never ranked here.
    await rated('Ranked Many Fives', 15, 3);
    await rated('Ranked Most Fives', 25, 5);
    await rated('Ranked Four Half', 18, 4);
    await rated('Ranked Four Six', 41, 9);
    await rated('Ranked Three', 9, 3);
    await rated('Ranked Two', 6, 3);

    await announce(REALTIME_TOPICS.heroes);
    const { items } = await read<HomeHeroes>('heroes');
    expect(items.map((h) => [h.name, h.averageRating, h.totalRatings])).toEqual([
      ['Ranked Most Fives', 5, 5],
      ['Ranked Many Fives', 5, 3],
      ['Ranked Four Six', 4.6, 9],
      ['Ranked Four Half', 4.5, 4],
      ['Ranked Three', 3, 3],
    ]);
  });
});

describe('GET /api/home/news', () => {
  it(`shows the ${HOME_NEWS_COUNT} newest news, updates and events as plain text`, async () => {
    await buildOfficialContent(t.db, { title: 'Oldest', publishDate: day(1) });
    await buildOfficialContent(t.db, { title: 'Update', type: 'updates', publishDate: day(3) });
    await buildOfficialContent(t.db, { title: 'Event', type: 'events', publishDate: day(4) });
    await buildOfficialContent(t.db, { title: 'News', publishDate: day(2) });
    await buildOfficialContent(t.db, {
      title: 'Newest',
      publishDate: day(5),
      description: '<p>Two <strong>new</strong> heroes</p><p>arrive.</p>',
    });

    await announce(REALTIME_TOPICS.news);
    const { items } = await read<HomeNews>('news');
    expect(items.map((n) => [n.title, n.type])).toEqual([
      ['Newest', 'news'],
      ['Event', 'events'],
      ['Update', 'updates'],
      ['News', 'news'],
    ]);
    expect(items[0]).toMatchObject({
      description: 'Two new heroes arrive.',
      publishDate: day(5).toISOString(),
    });
  });

  it('gives the newest posts in the language asked for, English field by field where not translated', async () => {
    const post = await buildOfficialContent(t.db, { title: 'Festival of Lanterns', publishDate: day(6) });
    await t.db.insert(officialContentTranslations).values({
      itemId: post.id,
      language: 'es',
      fields: { description: '<p>Llegan <strong>linternas</strong> al reino.</p>' },
    });
    await announce(REALTIME_TOPICS.news);
    const spanish = await t.app.inject({ url: '/api/home/news?lang=es' });
    expect(spanish.json<HomeNews>().items[0]).toMatchObject({
      title: 'Festival of Lanterns',
      description: 'Llegan linternas al reino.',
      untranslated: ['title'],
    });
    expect((await read<HomeNews>('news')).items[0]).toMatchObject({ untranslated: [] });
    expect((await t.app.inject({ url: '/api/home/news?lang=xx' })).statusCode).toBe(400);
  });
});

describe('GET /api/home/guides', () => {
  it(`shows the ${HOME_GUIDES_COUNT} newest approved guides with their authors`, async () => {
    const author = await buildProfile(t.db, 'writer');
    await buildGuide(t.db, { title: 'Waiting for review', createdAt: day(9) });
    await buildGuide(t.db, { title: 'Rejected', status: 'rejected', createdAt: day(9) });
    for (let i = 1; i <= 5; i++) {
      await buildGuide(t.db, {
        title: `Approved ${i}`,
        status: 'approved',
        authorId: author,
        createdAt: day(i),
      });
    }

    await announce(REALTIME_TOPICS.guides);
    const { items } = await read<HomeGuides>('guides');
    expect(items.map((g) => g.title)).toEqual(['Approved 5', 'Approved 4', 'Approved 3', 'Approved 2']);
    expect(items[0]).toMatchObject({
      excerpt: 'How to play well.',
      author: { id: author, username: expect.stringMatching(/^writer_/) },
    });
  });
});

describe('GET /api/home/teams', () => {
  it(`shows the ${HOME_TEAMS_COUNT} newest teams with their heroes in position order and owners`, async () => {
    const owner = await buildProfile(t.db, 'captain');
    const first = await buildHero(t.db, { name: 'Team Front', rarity: 'UR' });
    const second = await buildHero(t.db, { name: 'Team Back' });
    await buildTeam(t.db, { createdAt: day(1) });
    await buildTeam(t.db, { createdAt: day(2) });
    await buildTeam(t.db, { createdAt: day(3) });
    const newest = await buildTeam(t.db, {
      userId: owner,
      heroIds: [first.id, second.id],
      createdAt: day(4),
    });

    await announce(REALTIME_TOPICS.teams);
    const { items } = await read<HomeTeams>('teams');
    expect(items).toHaveLength(HOME_TEAMS_COUNT);
    expect(items[0]).toMatchObject({
      id: newest.id,
      owner: { id: owner },
      heroes: [
        { position: 1, name: 'Team Front', rarity: 'UR' },
        { position: 2, name: 'Team Back', rarity: 'SR' },
      ],
    });
    expect(items[2]?.owner).toBeNull();
  });
});
