import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { HeroSlugParamsSchema } from '@haven/shared/heroes/schemas';
import {
  GameModeListSchema,
  HeroTiersSchema,
  TierListQuerySchema,
  TierListSchema,
  TierTeaserSchema,
} from '@haven/shared/tier-list/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { adminTierListRoutes } from './admin-routes.ts';
import { findGameModes, findHeroTiers, findTierList, findTierTeaser } from './find-tier-list.ts';

/** The tier list's public reads: the modes, one mode's list, one hero's tiers. */
export const tierListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tier-list/modes',
    {
      config: { cache: { topics: [REALTIME_TOPICS.tierList] } },
      schema: { tags: ['tier-list'], response: { 200: GameModeListSchema } },
    },
    async () => ({ items: await findGameModes(app.db) }),
  );

  app.get(
    '/api/tier-list',
    {
      // Hero cards carry names, pictures and ratings, so hero edits and ratings make it stale too.
      config: {
        cache: { topics: [REALTIME_TOPICS.tierList, REALTIME_TOPICS.heroes, REALTIME_TOPICS.heroRatings] },
      },
      schema: {
        tags: ['tier-list'],
        querystring: TierListQuerySchema,
        response: { 200: TierListSchema },
      },
    },
    async (request) => findTierList(app.db, request.query),
  );

  // 'Owned only': the member's own tier list, never in the shared read cache.
  app.get(
    '/api/me/tier-list',
    {
      config: { access: { role: 'member' } },
      schema: {
        tags: ['tier-list'],
        querystring: TierListQuerySchema,
        response: { 200: TierListSchema },
      },
    },
    async (request) => findTierList(app.db, request.query, memberOf(request).id),
  );

  app.get(
    '/api/tier-list/heroes/:slug',
    {
      config: { cache: { topics: [REALTIME_TOPICS.tierList, REALTIME_TOPICS.heroes] } },
      schema: { tags: ['tier-list'], params: HeroSlugParamsSchema, response: { 200: HeroTiersSchema } },
    },
    async (request) => findHeroTiers(app.db, request.params.slug),
  );

  app.get(
    '/api/tier-list/teaser',
    {
      config: { cache: { topics: [REALTIME_TOPICS.tierList, REALTIME_TOPICS.heroes] } },
      schema: { tags: ['tier-list'], response: { 200: TierTeaserSchema } },
    },
    async () => findTierTeaser(app.db),
  );

  await app.register(adminTierListRoutes);
};
