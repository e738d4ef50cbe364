import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { canEditTierList } from '@haven/shared/tier-list/policies';
import {
  GameModeIdParamsSchema,
  GameModeInputSchema,
  GameModeSchema,
  TierListSavedSchema,
  TierListSaveSchema,
} from '@haven/shared/tier-list/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { adminWrite } from '../../lib/admin-routes.ts';
import { createGameMode, deleteGameMode, updateGameMode } from './save-game-mode.ts';
import { saveTierList } from './save-tier-list.ts';

const tags = ['admin'];
/** A mode's routes name it in the address. */
const params = GameModeIdParamsSchema;
/** Every tier-list write is an admin's edit. */
const config = adminWrite(canEditTierList);

/** The admin Tier List tab: modes and placements, every write announced on the tier-list topic. */
export const adminTierListRoutes: FastifyPluginAsyncZod = async (app) => {
  const announce = (id: string) => app.bus.publish({ topic: REALTIME_TOPICS.tierList, id });

  app.post(
    '/api/admin/game-modes',
    { config, schema: { tags, body: GameModeInputSchema, response: { 201: GameModeSchema } } },
    async (request, reply) => {
      const mode = await createGameMode(app.db, memberOf(request), request.body);
      await announce(mode.id);
      return reply.status(201).send(mode);
    },
  );

  app.patch(
    '/api/admin/game-modes/:modeId',
    { config, schema: { tags, params, body: GameModeInputSchema, response: { 200: GameModeSchema } } },
    async (request) => {
      const mode = await updateGameMode(app.db, memberOf(request), request.params.modeId, request.body);
      await announce(mode.id);
      return mode;
    },
  );

  app.delete(
    '/api/admin/game-modes/:modeId',
    { config, schema: { tags, params, response: { 200: OkSchema } } },
    async (request) => {
      await deleteGameMode(app.db, memberOf(request), request.params.modeId);
      await announce(request.params.modeId);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/admin/tier-list/:modeId',
    { config, schema: { tags, params, body: TierListSaveSchema, response: { 200: TierListSavedSchema } } },
    async (request) => {
      const saved = await saveTierList(app.db, memberOf(request), request.params.modeId, request.body);
      await announce(request.params.modeId);
      return saved;
    },
  );
};
