import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { canManageHeroes } from '@haven/shared/heroes/policies';
import { HeroIdParamsSchema, HeroInputSchema, SavedHeroSchema } from '@haven/shared/heroes/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCrudRoutes } from '../../lib/admin-routes.ts';
import { createHero, deleteHero, updateHero } from './save-hero.ts';

/** The admin hero editor: create, replace and delete, each announced on the heroes topic. */
export const adminHeroRoutes: FastifyPluginAsyncZod = async (app) => {
  const schemas = { params: HeroIdParamsSchema, body: HeroInputSchema, saved: SavedHeroSchema };
  const service = { create: createHero, update: updateHero, remove: deleteHero };
  adminCrudRoutes(app, {
    policy: canManageHeroes,
    url: '/api/admin/heroes',
    schemas,
    service,
    announce: { topic: REALTIME_TOPICS.heroes },
    recordsRemoval: true,
  });
};
