import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { HeroCompareQuerySchema, HeroCompareResponseSchema } from '@haven/shared/heroes/compare-schemas';
import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import {
  type HeroDetail,
  HeroDetailSchema,
  HeroIdParamsSchema,
  HeroListQuerySchema,
  HeroListResponseSchema,
  HeroPickerQuerySchema,
  HeroPickerResponseSchema,
  HeroSlugParamsSchema,
  HeroStatsSchema,
  RateHeroRequestSchema,
  type RatingSummary,
  RatingSummarySchema,
} from '@haven/shared/heroes/schemas';
import { type HeroTranslationFields, translateHero } from '@haven/shared/heroes/translations';
import type { Language } from '@haven/shared/i18n/languages';
import { ContentLanguageQuerySchema } from '@haven/shared/i18n/translations';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { heroTranslations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { keptValue } from '../../lib/read-cache.ts';
import { findTranslationFields } from '../../lib/translations.ts';
import { findMentionCards } from '../mentions/find-mention-cards.ts';
import { mentionDictionaryCache } from '../mentions/mention-dictionary.ts';
import { adminHeroRoutes } from './admin-routes.ts';
import { heroCommentRoutes } from './comment-routes.ts';
import { compareHeroes } from './compare-heroes.ts';
import {
  findHeroBySlug,
  findHeroes,
  findPickerHeroes,
  getHeroStats,
  type HeroListFilters,
} from './find-heroes.ts';
import { findCardRating, findCardRatings, findMyRating, getRatingSummary, rateHero } from './ratings.ts';

/** The hero collection and a hero's page with its rating; comments and the admin editor beside them. */
export const heroRoutes: FastifyPluginAsyncZod = async (app) => {
  const dictionary = mentionDictionaryCache(app.bus);

  /**
   * A hero's page in a language apart from its rating (null for an unknown hero), kept in the read
   * cache until a hero or what its notes name changes: a new rating, a hero's most frequent
   * change, then costs its page one read of the hero's stored sum and count.
   */
  const heroApartFromRating = (slug: string, lang: Language) =>
    keptValue(
      app.readCache,
      `hero apart from rating ${slug} ${lang}`,
      [REALTIME_TOPICS.heroes],
      async (): Promise<HeroDetail | null> => {
        const english = await findHeroBySlug(app.db, slug);
        if (!english) return null;
        const translation = await findTranslationFields<HeroTranslationFields>(
          app.db,
          heroTranslations,
          english.id,
          lang,
        );
        const translated = translateHero(english, lang, translation);
        const mentions = await findMentionCards(app.db, await dictionary.read(app.db), [
          { html: translated.buildNotes },
        ]);
        return { ...translated, mentions };
      },
      MENTION_CARD_TOPICS,
    );
  /**
   * A page of the collection in an order that does not follow the ratings, apart from its ratings:
   * kept in the read cache until a hero or a tier changes, so a new rating costs the page one read
   * of its heroes' stored sums and counts.
   */
  const heroListApartFromRatings = (query: HeroListFilters) =>
    keptValue(
      app.readCache,
      `hero list apart from ratings ${JSON.stringify(query)}`,
      [REALTIME_TOPICS.heroes, REALTIME_TOPICS.tierList],
      () => findHeroes(app.db, query),
    );

  app.get(
    '/api/heroes',
    {
      // The Tier sort reads the editors' tiers, so tier changes make the list stale too.
      config: {
        cache: { topics: [REALTIME_TOPICS.heroes, REALTIME_TOPICS.heroRatings, REALTIME_TOPICS.tierList] },
      },
      schema: {
        tags: ['heroes'],
        querystring: HeroListQuerySchema,
        response: { 200: HeroListResponseSchema },
      },
    },
    async (request) => {
      if (request.query.sort === 'rating') return findHeroes(app.db, request.query);
      const list = await heroListApartFromRatings(request.query);
      const ratings = await findCardRatings(
        app.db,
        list.items.map((hero) => hero.id),
      );
      return { ...list, items: list.items.map((hero) => ({ ...hero, ...ratings.get(hero.id) })) };
    },
  );

  // 'Owned only': the member's own list, never in the shared read cache.
  app.get(
    '/api/me/heroes',
    {
      config: { access: { role: 'member' } },
      schema: {
        tags: ['heroes'],
        querystring: HeroListQuerySchema,
        response: { 200: HeroListResponseSchema },
      },
    },
    async (request) => findHeroes(app.db, request.query, memberOf(request).id),
  );

  app.get(
    '/api/heroes/stats',
    {
      config: { cache: { topics: [REALTIME_TOPICS.heroes] } },
      schema: { tags: ['heroes'], response: { 200: HeroStatsSchema } },
    },
    async () => getHeroStats(app.db),
  );

  app.get(
    '/api/heroes/picker',
    {
      config: { cache: { topics: [REALTIME_TOPICS.heroes] } },
      schema: {
        tags: ['heroes'],
        querystring: HeroPickerQuerySchema,
        response: { 200: HeroPickerResponseSchema },
      },
    },
    async (request) => ({
      items: await findPickerHeroes(app.db, request.query.search, request.query.exclude),
    }),
  );

  // The picker's 'Owned only': the member's own heroes, never in the shared read cache.
  app.get(
    '/api/me/heroes/picker',
    {
      config: { access: { role: 'member' } },
      schema: {
        tags: ['heroes'],
        querystring: HeroPickerQuerySchema,
        response: { 200: HeroPickerResponseSchema },
      },
    },
    async (request) => ({
      items: await findPickerHeroes(
        app.db,
        request.query.search,
        request.query.exclude,
        memberOf(request).id,
      ),
    }),
  );

  app.get(
    '/api/heroes/compare',
    {
      config: {
        cache: { topics: [REALTIME_TOPICS.heroes, REALTIME_TOPICS.heroRatings, REALTIME_TOPICS.tierList] },
      },
      schema: {
        tags: ['heroes'],
        querystring: HeroCompareQuerySchema,
        response: { 200: HeroCompareResponseSchema },
      },
    },
    async (request) => compareHeroes(app.db, request.query.heroes),
  );

  app.get(
    '/api/heroes/:slug',
    {
      // The names its build notes link, and their cards, change with entries, outfits and tiers
      // too; its rating with its own ratings only.
      config: {
        cache: {
          topics: [REALTIME_TOPICS.heroes],
          anyIdTopics: MENTION_CARD_TOPICS,
          answerIdTopics: [REALTIME_TOPICS.heroRatings],
        },
      },
      schema: {
        tags: ['heroes'],
        params: HeroSlugParamsSchema,
        // Each language is its own cached answer: the cache keys by the checked query.
        querystring: ContentLanguageQuerySchema,
        response: { 200: HeroDetailSchema },
      },
    },
    async (request) => {
      const hero = await heroApartFromRating(request.params.slug, request.query.lang);
      const rating = hero && (await findCardRating(app.db, hero.id));
      if (!hero || !rating) throw new AppError('NOT_FOUND', HERO_MESSAGES.notFound);
      return { ...hero, ...rating };
    },
  );

  app.get(
    '/api/heroes/:heroId/rating',
    {
      // The summary is public and cached; a member's own rating is added on the way out.
      config: {
        cache: {
          topics: [REALTIME_TOPICS.heroes, REALTIME_TOPICS.heroRatings],
          idParam: 'heroId',
          personalise: async (request, viewer, summary: RatingSummary) => ({
            ...summary,
            myRating: await findMyRating(app.db, (request.params as { heroId: string }).heroId, viewer.id),
          }),
        },
      },
      schema: { tags: ['heroes'], params: HeroIdParamsSchema, response: { 200: RatingSummarySchema } },
    },
    async (request) => getRatingSummary(app.db, request.params.heroId, null),
  );

  app.put(
    '/api/heroes/:heroId/rating',
    {
      config: { access: { role: 'member', message: HERO_MESSAGES.rateSignIn }, writeLimit: 'rating' },
      schema: {
        tags: ['heroes'],
        params: HeroIdParamsSchema,
        body: RateHeroRequestSchema,
        response: { 200: RatingSummarySchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const { heroId } = request.params;
      await rateHero(app.db, heroId, viewer.id, request.body.rating);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroRatings, id: heroId });
      return getRatingSummary(app.db, heroId, { rated: request.body.rating });
    },
  );

  await app.register(heroCommentRoutes);
  await app.register(adminHeroRoutes);
};
