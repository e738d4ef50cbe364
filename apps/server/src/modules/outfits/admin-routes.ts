import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OUTFIT_MESSAGES } from '@haven/shared/outfits/messages';
import { canManageOutfits } from '@haven/shared/outfits/policies';
import {
  AdminOutfitListQuerySchema,
  AdminOutfitListResponseSchema,
  AdminOutfitSchema,
  OutfitIdParamsSchema,
  OutfitScanIdParamsSchema,
  OutfitScanSchema,
  UpdateOutfitRequestSchema,
} from '@haven/shared/outfits/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSaveRoute } from '../../lib/admin-routes.ts';
import { AppError } from '../../lib/errors.ts';
import { findAdminOutfits } from './find-outfits.ts';
import { OutfitScanner } from './scan-outfits.ts';
import { updateOutfit } from './update-outfit.ts';

/** The admin Outfits tab: the table, inline edits and the directory scan of OUTFITS_DIR. */
export const adminOutfitRoutes: FastifyPluginAsyncZod = async (app) => {
  const scanner = new OutfitScanner((error) => app.log.error({ err: error }, 'outfit scan failed'));
  // A scan still writing must finish before the database closes.
  app.addHook('onClose', async () => scanner.idle());

  app.get(
    '/api/admin/outfits',
    {
      config: { access: { role: 'admin', policy: canManageOutfits } },
      schema: {
        tags: ['admin'],
        querystring: AdminOutfitListQuerySchema,
        response: { 200: AdminOutfitListResponseSchema },
      },
    },
    async (request) => findAdminOutfits(app.db, request.query),
  );

  adminSaveRoute(app, {
    policy: canManageOutfits,
    method: 'PATCH',
    url: '/api/admin/outfits/:outfitId',
    schemas: { params: OutfitIdParamsSchema, body: UpdateOutfitRequestSchema, saved: AdminOutfitSchema },
    announce: { topic: REALTIME_TOPICS.outfits },
    recorded: true,
    save: updateOutfit,
  });

  app.post(
    '/api/admin/outfits/scans',
    {
      config: { access: { role: 'admin', policy: canManageOutfits }, writeLimit: 'outfitScan' },
      schema: {
        tags: ['admin'],
        description: 'Starts importing the outfit_N folders of OUTFITS_DIR; poll the answer by id.',
        response: { 202: OutfitScanSchema },
      },
    },
    async (_request, reply) => {
      const scan = await scanner.start(app.db, app.config.outfitsDir, () =>
        app.bus.publish({ topic: REALTIME_TOPICS.outfits }),
      );
      return reply.status(202).send(scan);
    },
  );

  app.get(
    '/api/admin/outfits/scans/:scanId',
    {
      config: { access: { role: 'admin', policy: canManageOutfits } },
      schema: { tags: ['admin'], params: OutfitScanIdParamsSchema, response: { 200: OutfitScanSchema } },
    },
    async (request) => {
      const scan = scanner.find(request.params.scanId);
      if (!scan) throw new AppError('NOT_FOUND', OUTFIT_MESSAGES.scanFailed);
      return scan;
    },
  );
};
