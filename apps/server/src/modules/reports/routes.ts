import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import { canModerate } from '@haven/shared/moderation/policies';
import {
  CreateReportRequestSchema,
  CreateReportResponseSchema,
  ReportActionRequestSchema,
  ReportCountSchema,
  ReportedItemParamsSchema,
  ReportQueueQuerySchema,
  ReportQueueSchema,
} from '@haven/shared/reports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { actOnReportedItem } from './act-on-report.ts';
import { createReport } from './create-report.ts';
import { countOpenReports, findReportQueue } from './find-report-queue.ts';

const adminOnly = { role: 'admin', policy: canModerate } as const;

/** Members report content; admins review the queue and act on each reported item. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reports',
    {
      config: { access: { role: 'member', message: MODERATION_MESSAGES.reportSignIn }, writeLimit: 'report' },
      schema: {
        tags: ['reports'],
        body: CreateReportRequestSchema,
        response: { 201: CreateReportResponseSchema },
      },
    },
    async (request, reply) => {
      await createReport(app.db, memberOf(request), request.body);
      await app.bus.publish({ topic: REALTIME_TOPICS.reports, adminOnly: true });
      return reply.status(201).send({ message: MODERATION_MESSAGES.reportThanks });
    },
  );

  app.get(
    '/api/admin/reports',
    {
      config: { access: adminOnly },
      schema: { tags: ['admin'], querystring: ReportQueueQuerySchema, response: { 200: ReportQueueSchema } },
    },
    async (request) => findReportQueue(app.db, request.query),
  );

  app.get(
    '/api/admin/reports/count',
    { config: { access: adminOnly }, schema: { tags: ['admin'], response: { 200: ReportCountSchema } } },
    async () => countOpenReports(app.db),
  );

  app.post(
    '/api/admin/reports/:itemId/action',
    {
      config: { access: adminOnly, writeLimit: 'adminEdit' },
      schema: {
        tags: ['admin'],
        params: ReportedItemParamsSchema,
        body: ReportActionRequestSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await actOnReportedItem(app.db, app.bus, memberOf(request), request.params.itemId, request.body);
      return { ok: true as const };
    },
  );
};
