import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { canManageRedeemCodes } from '@haven/shared/redeem-codes/policies';
import {
  ActiveRedeemCodesSchema,
  AdminRedeemCodesSchema,
  ExpiredRedeemCodesQuerySchema,
  ExpiredRedeemCodesSchema,
  RedeemCodeIdParamsSchema,
  RedeemCodeInputSchema,
  RedeemCodeSchema,
  RedeemCodeStatusRequestSchema,
} from '@haven/shared/redeem-codes/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCrudRoutes, adminSaveRoute } from '../../lib/admin-routes.ts';
import { scheduleMidnightRefresh } from './midnight-refresh.ts';
import {
  createRedeemCode,
  deleteRedeemCode,
  findActiveRedeemCodes,
  findAllRedeemCodes,
  findExpiredRedeemCodes,
  setRedeemCodeActive,
  updateRedeemCode,
} from './redeem-codes.ts';

const cachedOnCodes = { cache: { topics: [REALTIME_TOPICS.redeemCodes] } };
const onCodes = { topic: REALTIME_TOPICS.redeemCodes };

/** The public code lists (cached) and the admin's code management, each write announced on the codes topic. */
export const redeemCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const stopMidnightRefresh = scheduleMidnightRefresh(app.bus, (error) =>
    app.log.warn({ err: error }, 'midnight code refresh failed'),
  );
  app.addHook('onClose', async () => stopMidnightRefresh());

  app.get(
    '/api/redeem-codes',
    { config: cachedOnCodes, schema: { tags: ['redeem-codes'], response: { 200: ActiveRedeemCodesSchema } } },
    async () => ({ items: await findActiveRedeemCodes(app.db) }),
  );

  app.get(
    '/api/redeem-codes/expired',
    {
      config: cachedOnCodes,
      schema: {
        tags: ['redeem-codes'],
        querystring: ExpiredRedeemCodesQuerySchema,
        response: { 200: ExpiredRedeemCodesSchema },
      },
    },
    async (request) => findExpiredRedeemCodes(app.db, request.query.page),
  );

  app.get(
    '/api/admin/redeem-codes',
    {
      config: { access: { role: 'admin', policy: canManageRedeemCodes } },
      schema: { tags: ['admin'], response: { 200: AdminRedeemCodesSchema } },
    },
    async () => ({ items: await findAllRedeemCodes(app.db) }),
  );

  const schemas = { params: RedeemCodeIdParamsSchema, body: RedeemCodeInputSchema, saved: RedeemCodeSchema };
  const service = { create: createRedeemCode, update: updateRedeemCode, remove: deleteRedeemCode };
  adminCrudRoutes(app, {
    policy: canManageRedeemCodes,
    url: '/api/admin/redeem-codes',
    schemas,
    service,
    announce: onCodes,
    recordsRemoval: true,
  });

  adminSaveRoute(app, {
    policy: canManageRedeemCodes,
    method: 'PATCH',
    url: '/api/admin/redeem-codes/:codeId/status',
    schemas: { ...schemas, body: RedeemCodeStatusRequestSchema },
    announce: onCodes,
    save: (db, id, body) => setRedeemCodeActive(db, id, body.isActive),
  });
};
