import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
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
import { memberOf } from '../../auth/access.ts';
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
const adminWrite = { access: { role: 'admin' }, writeLimit: 'adminEdit' } as const;

/** The public code lists (cached) and the admin's code management, each write announced on the codes topic. */
export const redeemCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const announce = (id: string) => app.bus.publish({ topic: REALTIME_TOPICS.redeemCodes, id });

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
      config: { access: { role: 'admin' } },
      schema: { tags: ['admin'], response: { 200: AdminRedeemCodesSchema } },
    },
    async () => ({ items: await findAllRedeemCodes(app.db) }),
  );

  app.post(
    '/api/admin/redeem-codes',
    {
      config: adminWrite,
      schema: { tags: ['admin'], body: RedeemCodeInputSchema, response: { 201: RedeemCodeSchema } },
    },
    async (request, reply) => {
      const viewer = memberOf(request);
      const created = await createRedeemCode(app.db, request.body, viewer.id);
      await announce(created.id);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/redeem-codes/:codeId',
    {
      config: adminWrite,
      schema: {
        tags: ['admin'],
        params: RedeemCodeIdParamsSchema,
        body: RedeemCodeInputSchema,
        response: { 200: RedeemCodeSchema },
      },
    },
    async (request) => {
      const updated = await updateRedeemCode(app.db, request.params.codeId, request.body);
      await announce(updated.id);
      return updated;
    },
  );

  app.patch(
    '/api/admin/redeem-codes/:codeId/status',
    {
      config: adminWrite,
      schema: {
        tags: ['admin'],
        params: RedeemCodeIdParamsSchema,
        body: RedeemCodeStatusRequestSchema,
        response: { 200: RedeemCodeSchema },
      },
    },
    async (request) => {
      const updated = await setRedeemCodeActive(app.db, request.params.codeId, request.body.isActive);
      await announce(updated.id);
      return updated;
    },
  );

  app.delete(
    '/api/admin/redeem-codes/:codeId',
    {
      config: adminWrite,
      schema: { tags: ['admin'], params: RedeemCodeIdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await deleteRedeemCode(app.db, request.params.codeId);
      await announce(request.params.codeId);
      return { ok: true as const };
    },
  );
};
