import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { canManageHeroes } from '@haven/shared/heroes/policies';
import { HeroIdParamsSchema, HeroInputSchema, SavedHeroSchema } from '@haven/shared/heroes/schemas';
import { HeroTranslationFieldsSchema } from '@haven/shared/heroes/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heroTranslations } from '../../db/schema/index.ts';
import { adminCrudRoutes } from '../../lib/admin-routes.ts';
import { sanitizeRichHtml } from '../../lib/rich-text.ts';
import { adminTranslationRoutes } from '../../lib/translations.ts';
import { assertHeroExists } from './find-heroes.ts';
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
  // The hero's texts and review in the other languages, each language saved from its own version.
  adminTranslationRoutes(app, {
    url: '/api/admin/heroes/:heroId',
    params: HeroIdParamsSchema,
    policy: canManageHeroes,
    table: heroTranslations,
    fields: HeroTranslationFieldsSchema,
    assertExists: assertHeroExists,
    prepare: (fields) => ({
      ...fields,
      buildNotes: sanitizeRichHtml(fields.buildNotes),
      overview: sanitizeRichHtml(fields.overview),
    }),
    topics: [REALTIME_TOPICS.heroes],
  });
};
