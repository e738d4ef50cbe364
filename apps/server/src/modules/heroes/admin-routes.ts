import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { HeroIdParamsSchema, HeroInputSchema, SavedHeroSchema } from '@haven/shared/heroes/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHero, deleteHero, updateHero } from './save-hero.ts';

/** The admin hero editor: create, replace and delete, each announced on the heroes topic. */
export const adminHeroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/heroes',
    {
      config: { access: { role: 'admin' }, writeLimit: 'adminEdit' },
      schema: { tags: ['admin'], body: HeroInputSchema, response: { 201: SavedHeroSchema } },
    },
    async (request, reply) => {
      const saved = await createHero(app.db, request.body);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroes, id: saved.id });
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/admin/heroes/:heroId',
    {
      config: { access: { role: 'admin' }, writeLimit: 'adminEdit' },
      schema: {
        tags: ['admin'],
        params: HeroIdParamsSchema,
        body: HeroInputSchema,
        response: { 200: SavedHeroSchema },
      },
    },
    async (request) => {
      const saved = await updateHero(app.db, request.params.heroId, request.body);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroes, id: saved.id });
      return saved;
    },
  );

  app.delete(
    '/api/admin/heroes/:heroId',
    {
      config: { access: { role: 'admin' }, writeLimit: 'adminEdit' },
      schema: { tags: ['admin'], params: HeroIdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await deleteHero(app.db, request.params.heroId);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroes, id: request.params.heroId });
      return { ok: true as const };
    },
  );
};
