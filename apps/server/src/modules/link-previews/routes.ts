import { outfitCardKey, outfitCardPath, teamCardKey, teamCardPath } from '@haven/shared/common/preview-cards';
import { OUTFIT_MESSAGES } from '@haven/shared/outfits/messages';
import { OutfitSlugParamsSchema } from '@haven/shared/outfits/schemas';
import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import { TeamSlugParamsSchema } from '@haven/shared/teams/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMMUTABLE, PUBLIC_ONE_DAY } from '../../lib/cache.ts';
import { AppError } from '../../lib/errors.ts';
import { findTeamBySlug } from '../teams/find-teams.ts';
import { findOutfitForPreview } from './find-link-preview.ts';
import { createPreviewImageCache, drawOutfitCard, drawSiteCard, drawTeamCard } from './preview-image.ts';

const CardFileSchema = z.string().regex(/^[0-9a-f]{32}\.png$/);
const TeamCardParamsSchema = TeamSlugParamsSchema.extend({ file: CardFileSchema });
const OutfitCardParamsSchema = OutfitSlugParamsSchema.extend({ file: CardFileSchema });

/** The pictures of link previews (pages name them in their head tags): the site's card, each team's drawn formation and each outfit's card. */
export const linkPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = createPreviewImageCache();

  /**
   * A drawn card at its content-keyed address, cached as immutable. An older address (the team or
   * outfit changed since) is sent on to the current picture.
   */
  const sendCard = async (
    reply: FastifyReply,
    file: string,
    card: { key: string; path: string; draw: () => Promise<Buffer> },
  ) => {
    if (file !== `${card.key}.png`) return reply.redirect(card.path, 302);
    const image = await cached(card.key, card.draw);
    reply.header('cache-control', IMMUTABLE);
    return reply.type('image/png').send(image);
  };

  app.get(
    '/api/previews/site.png',
    { schema: { tags: ['previews'], hide: true } },
    async (_request, reply) => {
      const image = await cached('site', drawSiteCard);
      reply.header('cache-control', PUBLIC_ONE_DAY);
      return reply.type('image/png').send(image);
    },
  );

  app.get(
    '/api/previews/teams/:slug/:file',
    { schema: { tags: ['previews'], hide: true, params: TeamCardParamsSchema } },
    async (request, reply) => {
      const team = await findTeamBySlug(app.db, request.params.slug);
      if (!team) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
      return sendCard(reply, request.params.file, {
        key: teamCardKey(team),
        path: teamCardPath(team),
        draw: () => drawTeamCard(app.db, team),
      });
    },
  );

  app.get(
    '/api/previews/outfits/:slug/:file',
    { schema: { tags: ['previews'], hide: true, params: OutfitCardParamsSchema } },
    async (request, reply) => {
      const outfit = await findOutfitForPreview(app.db, request.params.slug);
      if (!outfit) throw new AppError('NOT_FOUND', OUTFIT_MESSAGES.notFound);
      return sendCard(reply, request.params.file, {
        key: outfitCardKey(outfit),
        path: outfitCardPath(outfit),
        draw: () => drawOutfitCard(app.db, outfit),
      });
    },
  );
};
