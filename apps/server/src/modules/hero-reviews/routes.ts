import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { canEditHeroReviews } from '@haven/shared/hero-reviews/policies';
import {
  HeroReviewInputSchema,
  HeroReviewSavedSchema,
  HeroReviewSchema,
  SpecialityIdParamsSchema,
  SpecialityInputSchema,
  SpecialityListSchema,
  SpecialitySchema,
} from '@haven/shared/hero-reviews/schemas';
import { HeroIdParamsSchema, HeroSlugParamsSchema } from '@haven/shared/heroes/schemas';
import { ContentLanguageQuerySchema } from '@haven/shared/i18n/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { adminWrite } from '../../lib/admin-routes.ts';
import { findHeroReview, findSpecialities } from './find-hero-review.ts';
import { createSpeciality, deleteSpeciality, saveHeroReview } from './save-hero-review.ts';

/** Reviews and specialities are part of what a hero page shows, so they share the heroes topic. */
const topics = [REALTIME_TOPICS.heroes];
const config = adminWrite(canEditHeroReviews);

/** A hero's review (public read, admin save) and the admins' speciality vocabulary. */
export const heroReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const announce = (id: string) => app.bus.publish({ topic: REALTIME_TOPICS.heroes, id });

  app.get(
    '/api/heroes/:slug/review',
    {
      config: { cache: { topics } },
      schema: {
        tags: ['heroes'],
        params: HeroSlugParamsSchema,
        querystring: ContentLanguageQuerySchema,
        response: { 200: HeroReviewSchema },
      },
    },
    async (request) => findHeroReview(app.db, request.params.slug, request.query.lang),
  );

  app.get(
    '/api/specialities',
    {
      config: { cache: { topics } },
      schema: { tags: ['heroes'], response: { 200: SpecialityListSchema } },
    },
    async () => ({ items: await findSpecialities(app.db) }),
  );

  app.put(
    '/api/admin/heroes/:heroId/review',
    {
      config,
      schema: {
        tags: ['admin'],
        params: HeroIdParamsSchema,
        body: HeroReviewInputSchema,
        response: { 200: HeroReviewSavedSchema },
      },
    },
    async (request) => {
      const saved = await saveHeroReview(app.db, memberOf(request), request.params.heroId, request.body);
      await announce(request.params.heroId);
      return saved;
    },
  );

  app.post(
    '/api/admin/specialities',
    { config, schema: { tags: ['admin'], body: SpecialityInputSchema, response: { 201: SpecialitySchema } } },
    async (request, reply) => {
      const created = await createSpeciality(app.db, memberOf(request), request.body);
      await announce(created.id);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/admin/specialities/:specialityId',
    { config, schema: { tags: ['admin'], params: SpecialityIdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await deleteSpeciality(app.db, memberOf(request), request.params.specialityId);
      await announce(request.params.specialityId);
      return { ok: true as const };
    },
  );
};
