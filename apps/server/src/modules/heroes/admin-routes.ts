import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { HeroIdParamsSchema, HeroInputSchema, SavedHeroSchema } from '@haven/shared/heroes/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCrudRoutes } from '../../lib/admin-routes.ts';
import { createHero, deleteHero, updateHero } from './save-hero.ts';

/** The admin hero editor: create, replace and delete, each announced on the heroes topic. */
export const adminHeroRoutes: FastifyPluginAsyncZod = async (app) => {
  adminCrudRoutes(app, {
    url: '/api/admin/heroes',
    params: HeroIdParamsSchema,
    idParam: 'heroId',
    body: HeroInputSchema,
    saved: SavedHeroSchema,
    announce: (id) => app.bus.publish({ topic: REALTIME_TOPICS.heroes, id }),
    create: (body) => createHero(app.db, body),
    update: (id, body) => updateHero(app.db, id, body),
    remove: (id) => deleteHero(app.db, id),
  });
};
