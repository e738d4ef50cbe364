import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { outfitNumberOfSlug } from '@haven/shared/outfits/constants';
import { OUTFIT_MESSAGES } from '@haven/shared/outfits/messages';
import {
  MyFavoriteOutfitResponseSchema,
  OutfitDetailSchema,
  OutfitFacetsSchema,
  OutfitListQuerySchema,
  OutfitListResponseSchema,
  OutfitSlugParamsSchema,
  SetFavoriteOutfitRequestSchema,
} from '@haven/shared/outfits/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { AppError } from '../../lib/errors.ts';
import { adminOutfitRoutes } from './admin-routes.ts';
import { findFavoriteOutfit, removeFavoriteOutfit, setFavoriteOutfit } from './favorite-outfit.ts';
import { findOutfitByNumber, findOutfits, getOutfitFacets } from './find-outfits.ts';

/** The outfit gallery, an outfit's page, the member's favourite outfit; the admin tab beside them. */
export const outfitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/outfits',
    {
      config: { cache: { topics: [REALTIME_TOPICS.outfits] } },
      schema: {
        tags: ['outfits'],
        querystring: OutfitListQuerySchema,
        response: { 200: OutfitListResponseSchema },
      },
    },
    async (request) => findOutfits(app.db, request.query),
  );

  app.get(
    '/api/outfits/facets',
    {
      config: { cache: { topics: [REALTIME_TOPICS.outfits] } },
      schema: { tags: ['outfits'], response: { 200: OutfitFacetsSchema } },
    },
    async () => getOutfitFacets(app.db),
  );

  app.get(
    '/api/outfits/:slug',
    {
      config: { cache: { topics: [REALTIME_TOPICS.outfits] } },
      schema: { tags: ['outfits'], params: OutfitSlugParamsSchema, response: { 200: OutfitDetailSchema } },
    },
    async (request) => {
      const number = outfitNumberOfSlug(request.params.slug);
      const outfit = number === null ? null : await findOutfitByNumber(app.db, number);
      if (!outfit) throw new AppError('NOT_FOUND', OUTFIT_MESSAGES.notFound);
      return outfit;
    },
  );

  app.get(
    '/api/me/favorite-outfit',
    {
      config: { access: { role: 'member', message: OUTFIT_MESSAGES.favoriteSignIn } },
      schema: { tags: ['outfits'], response: { 200: MyFavoriteOutfitResponseSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      return { favorite: await findFavoriteOutfit(app.db, viewer.id) };
    },
  );

  app.put(
    '/api/me/favorite-outfit',
    {
      config: {
        access: { role: 'member', message: OUTFIT_MESSAGES.favoriteSignIn },
        writeLimit: 'favoriteOutfit',
      },
      schema: {
        tags: ['outfits'],
        body: SetFavoriteOutfitRequestSchema,
        response: { 200: MyFavoriteOutfitResponseSchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const favorite = await setFavoriteOutfit(app.db, viewer.id, request.body);
      // The favourite shows on the member's profile.
      await app.bus.publish({ topic: REALTIME_TOPICS.profiles, id: viewer.id });
      return { favorite };
    },
  );

  app.delete(
    '/api/me/favorite-outfit',
    {
      config: {
        access: { role: 'member', message: OUTFIT_MESSAGES.favoriteSignIn },
        writeLimit: 'favoriteOutfit',
      },
      schema: { tags: ['outfits'], response: { 200: OkSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      if (await removeFavoriteOutfit(app.db, viewer.id)) {
        await app.bus.publish({ topic: REALTIME_TOPICS.profiles, id: viewer.id });
      }
      return { ok: true as const };
    },
  );

  await app.register(adminOutfitRoutes);
};
