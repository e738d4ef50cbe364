import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { type DatabaseCategory, findDatabaseCategory } from '@haven/shared/game-database/constants';
import { DATABASE_MESSAGES } from '@haven/shared/game-database/messages';
import {
  DatabaseCategoryParamsSchema,
  DatabaseEntryDetailSchema,
  DatabaseEntryParamsSchema,
  DatabaseListQuerySchema,
  DatabaseListResponseSchema,
  DatabasePickerQuerySchema,
  DatabasePickerResponseSchema,
  HeroDatabaseEntriesResponseSchema,
} from '@haven/shared/game-database/schemas';
import { HeroIdParamsSchema } from '@haven/shared/heroes/schemas';
import { ContentLanguageQuerySchema } from '@haven/shared/i18n/translations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { keptValue } from '../../lib/read-cache.ts';
import { adminDatabaseRoutes } from './admin-routes.ts';
import { findPickerEntries } from './build-entries.ts';
import {
  findCategoryTags,
  findDatabaseEntries,
  findDatabaseEntry,
  findHeroDatabaseEntries,
} from './find-entries.ts';

/**
 * An unknown category is a page that does not exist (404), like an unknown slug, rather than a
 * malformed request: it runs before validation, which would answer 400.
 */
async function knownCategory(request: FastifyRequest): Promise<void> {
  const { category } = request.params as { category?: string };
  if (!findDatabaseCategory(category)) throw new AppError('NOT_FOUND', DATABASE_MESSAGES.categoryNotFound);
}

/** The game database's public reads: a category's pages, an entry, the entries naming a hero, the build picker. */
export const gameDatabaseRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A category's tags, kept in the read cache until its entries change: every page, search and
   * filter of the category shows the same list, and reading it means scanning the whole category.
   */
  const categoryTags = (category: DatabaseCategory) => (): Promise<string[]> =>
    keptValue(app.readCache, `game-database tags ${category}`, [REALTIME_TOPICS.gameDatabase], () =>
      findCategoryTags(app.db, category),
    );

  app.get(
    '/api/database/:category',
    {
      preValidation: knownCategory,
      config: { cache: { topics: [REALTIME_TOPICS.gameDatabase] } },
      schema: {
        tags: ['game-database'],
        params: DatabaseCategoryParamsSchema,
        querystring: DatabaseListQuerySchema,
        response: { 200: DatabaseListResponseSchema },
      },
    },
    async (request) =>
      findDatabaseEntries(
        app.db,
        request.params.category,
        request.query,
        categoryTags(request.params.category),
      ),
  );

  app.get(
    '/api/database/:category/:slug',
    {
      preValidation: knownCategory,
      // Related hero cards show the heroes' names and images, so hero edits make it stale too.
      config: { cache: { topics: [REALTIME_TOPICS.gameDatabase, REALTIME_TOPICS.heroes] } },
      schema: {
        tags: ['game-database'],
        params: DatabaseEntryParamsSchema,
        querystring: ContentLanguageQuerySchema,
        response: { 200: DatabaseEntryDetailSchema },
      },
    },
    async (request) => {
      const entry = await findDatabaseEntry(app.db, request.params, request.query.lang);
      if (!entry) throw new AppError('NOT_FOUND', DATABASE_MESSAGES.entryNotFound);
      return entry;
    },
  );

  app.get(
    '/api/game-database/picker',
    {
      config: { cache: { topics: [REALTIME_TOPICS.gameDatabase] } },
      schema: {
        tags: ['game-database'],
        querystring: DatabasePickerQuerySchema,
        response: { 200: DatabasePickerResponseSchema },
      },
    },
    async (request) => ({ items: await findPickerEntries(app.db, request.query) }),
  );

  app.get(
    '/api/heroes/:heroId/database-entries',
    {
      config: { cache: { topics: [REALTIME_TOPICS.gameDatabase, REALTIME_TOPICS.heroes] } },
      schema: {
        tags: ['game-database'],
        params: HeroIdParamsSchema,
        querystring: ContentLanguageQuerySchema,
        response: { 200: HeroDatabaseEntriesResponseSchema },
      },
    },
    async (request) => ({
      items: await findHeroDatabaseEntries(app.db, request.params.heroId, request.query.lang),
    }),
  );

  await app.register(adminDatabaseRoutes);
};
