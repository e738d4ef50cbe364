import { COLLECTION_EXPORT_VERSION } from '@haven/shared/collection/constants';
import { COLLECTION_MESSAGES as M } from '@haven/shared/collection/messages';
import {
  CollectionEntryResultSchema,
  CollectionHeroParamsSchema,
  HeroOwnershipShareSchema,
  MemberCollectionSchema,
  MyCollectionSchema,
  MyHeroEntrySchema,
  OwnedHeroIdsSchema,
  SaveCollectionEntryRequestSchema,
  SetOwnedRequestSchema,
  SetVisibilityRequestSchema,
} from '@haven/shared/collection/schemas';
import {
  COLLECTION_FILE_FORMAT,
  type CollectionFile,
  collectionToCsv,
  ExportCollectionQuerySchema,
  ImportCollectionRequestSchema,
  ImportCollectionResultSchema,
} from '@haven/shared/collection/transfer';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { MemberIdParamsSchema } from '@haven/shared/common/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { getViewer } from '../../auth/session.ts';
import { PRIVATE_NO_STORE } from '../../lib/cache.ts';
import { AppError } from '../../lib/errors.ts';
import {
  getCollectionVisibility,
  getHeroOwnershipShare,
  getMemberCollection,
  getMyCollection,
  getMyHeroEntry,
  getOwnedHeroIds,
} from './find-collection.ts';
import {
  findCollectionForExport,
  importCollection,
  saveCollectionEntry,
  setCollectionVisibility,
  setHeroOwned,
} from './save-collection.ts';

const tags = ['collection'];
const member = { role: 'member', message: M.signIn } as const;

/** A member's collection: their own reads and writes, others' reads by visibility, the community share. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/collection',
    { config: { access: member }, schema: { tags, response: { 200: MyCollectionSchema } } },
    async (request) => getMyCollection(app.db, memberOf(request).id),
  );

  app.get(
    '/api/me/collection/owned',
    { config: { access: member }, schema: { tags, response: { 200: OwnedHeroIdsSchema } } },
    async (request) => ({ heroIds: await getOwnedHeroIds(app.db, memberOf(request).id) }),
  );

  app.get(
    '/api/me/collection/heroes/:heroId',
    {
      config: { access: member },
      schema: { tags, params: CollectionHeroParamsSchema, response: { 200: MyHeroEntrySchema } },
    },
    async (request) => ({ entry: await getMyHeroEntry(app.db, memberOf(request).id, request.params.heroId) }),
  );

  app.put(
    '/api/me/collection/heroes/:heroId/owned',
    {
      config: { access: member, writeLimit: 'collection' },
      schema: {
        tags,
        params: CollectionHeroParamsSchema,
        body: SetOwnedRequestSchema,
        response: { 200: CollectionEntryResultSchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const result = await setHeroOwned(app.db, viewer, request.params.heroId, request.body.owned);
      await announceCollectionChanged(viewer.id, [request.params.heroId]);
      return result;
    },
  );

  app.put(
    '/api/me/collection/heroes/:heroId',
    {
      config: { access: member, writeLimit: 'collection' },
      schema: {
        tags,
        params: CollectionHeroParamsSchema,
        body: SaveCollectionEntryRequestSchema,
        response: { 200: CollectionEntryResultSchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const result = await saveCollectionEntry(app.db, viewer, request.params.heroId, request.body);
      await announceCollectionChanged(viewer.id, [request.params.heroId]);
      return result;
    },
  );

  app.put(
    '/api/me/collection/visibility',
    {
      config: { access: member, writeLimit: 'collection' },
      schema: { tags, body: SetVisibilityRequestSchema, response: { 200: SetVisibilityRequestSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      const before = await getCollectionVisibility(app.db, viewer.id);
      const visibility = await setCollectionVisibility(app.db, viewer, request.body.visibility);
      // Readers who could see it before must hear that they no longer can.
      await announceCollectionChanged(viewer.id, [], before !== 'private');
      return { visibility };
    },
  );

  app.post(
    '/api/me/collection/import',
    {
      config: { access: member, writeLimit: 'collectionImport' },
      schema: { tags, body: ImportCollectionRequestSchema, response: { 200: ImportCollectionResultSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      const result = await importCollection(app.db, viewer, request.body);
      if (result.imported > 0) await announceCollectionChanged(viewer.id, null);
      return result;
    },
  );

  app.get(
    '/api/me/collection/export',
    // The answer is a file (JSON or CSV) to download, so it has no response schema.
    {
      config: { access: member },
      schema: { tags, querystring: ExportCollectionQuerySchema },
    },
    async (request, reply) => {
      const viewer = memberOf(request);
      const [rows, visibility] = await Promise.all([
        findCollectionForExport(app.db, viewer.id),
        getCollectionVisibility(app.db, viewer.id),
      ]);
      const day = new Date().toISOString().slice(0, 10);
      const format = request.query.format;
      reply.header('content-disposition', `attachment; filename="heroes-haven-collection-${day}.${format}"`);
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(collectionToCsv(rows));
      const file: CollectionFile = {
        format: COLLECTION_FILE_FORMAT,
        version: COLLECTION_EXPORT_VERSION,
        exportedAt: new Date().toISOString(),
        visibility,
        heroes: rows,
      };
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(file, null, 2));
    },
  );

  // Not kept in the read cache: what it shows depends on the reader (friendship, blocks).
  app.get(
    '/api/members/:memberId/collection',
    { schema: { tags, params: MemberIdParamsSchema, response: { 200: MemberCollectionSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return getMemberCollection(app.db, await getViewer(request), request.params.memberId);
    },
  );

  app.get(
    '/api/heroes/:heroId/ownership',
    {
      config: { cache: { topics: [REALTIME_TOPICS.collectionShare], idParam: 'heroId' } },
      schema: { tags, params: CollectionHeroParamsSchema, response: { 200: HeroOwnershipShareSchema } },
    },
    async (request) => {
      const share = await getHeroOwnershipShare(app.db, request.params.heroId);
      if (!share) throw new AppError('NOT_FOUND', M.heroNotFound);
      return share;
    },
  );

  /**
   * Tells the member's other tabs that their collection changed (and, unless it was and stays
   * private, the readers of its showcase), and drops the community share of the heroes touched
   * (`null`: any hero).
   */
  async function announceCollectionChanged(userId: string, heroIds: string[] | null, wasShown = false) {
    const isShown = wasShown || (await getCollectionVisibility(app.db, userId)) !== 'private';
    await app.bus.publish({ topic: REALTIME_TOPICS.collection, id: userId, ...(isShown ? {} : { userId }) });
    if (heroIds === null) await app.bus.publish({ topic: REALTIME_TOPICS.collectionShare });
    for (const heroId of heroIds ?? [])
      await app.bus.publish({ topic: REALTIME_TOPICS.collectionShare, id: heroId });
  }
};
