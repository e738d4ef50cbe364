import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { UploadImageResponseSchema } from '@haven/shared/media/schemas';
import { ProfileUpdateRequestSchema } from '@haven/shared/profiles/edit';
import { PROFILE_MESSAGES } from '@haven/shared/profiles/messages';
import {
  FriendListSchema,
  ProfileIdParamsSchema,
  PublicProfileSchema,
  UsernameParamsSchema,
} from '@haven/shared/profiles/public-profile';
import { MeResponseSchema, ProfileSetupRequestSchema } from '@haven/shared/profiles/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { getSession, getViewer } from '../../auth/session.ts';
import { announceViewerChanged } from '../../auth/session-cache.ts';
import { heroComments } from '../../db/schema/index.ts';
import { PRIVATE_NO_STORE } from '../../lib/cache.ts';
import { AppError } from '../../lib/errors.ts';
import { readImageUpload, registerUploadRoutes } from '../../media/upload.ts';
import { saveAvatar } from './avatar.ts';
import { toCurrentUser } from './current-user.ts';
import { getPublicProfile, listFriends } from './public-profile.ts';
import { setupUsername } from './setup-username.ts';
import { updateProfile } from './update-profile.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    { config: { aboutTheViewer: true }, schema: { tags: ['account'], response: { 200: MeResponseSchema } } },
    async (request, reply) => {
      // Who is asking, visitor or member: kept by no cache.
      reply.header('cache-control', PRIVATE_NO_STORE);
      const viewer = await getViewer(request);
      return { user: viewer ? toCurrentUser(viewer) : null };
    },
  );

  app.post(
    '/api/profile/setup',
    {
      config: { access: { role: 'member' }, writeLimit: 'profileSetup' },
      schema: { tags: ['profiles'], body: ProfileSetupRequestSchema, response: { 200: MeResponseSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      const session = await getSession(request);
      await setupUsername(app.db, viewer.id, request.body.username, session?.sessionId ?? null);
      await announceViewerChanged(app.bus, viewer.id);
      // The member now appears in the directory under the chosen name.
      await app.bus.publish({ topic: REALTIME_TOPICS.profiles, id: viewer.id });
      await announceIdentityChanged(viewer.id);
      return {
        user: toCurrentUser({
          ...viewer,
          username: request.body.username,
          isSetupComplete: true,
          isFirstVisit: session !== null,
        }),
      };
    },
  );

  app.get(
    '/api/profiles/:username',
    {
      // Any change to a profile, its Game Team's heroes or its favourite outfit makes it stale.
      config: {
        cache: { topics: [REALTIME_TOPICS.profiles, REALTIME_TOPICS.heroes, REALTIME_TOPICS.outfits] },
      },
      schema: { tags: ['profiles'], params: UsernameParamsSchema, response: { 200: PublicProfileSchema } },
    },
    async (request) => {
      const profile = await getPublicProfile(app.db, request.params.username);
      if (!profile) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.notFound);
      return profile;
    },
  );

  app.get(
    '/api/profiles/:profileId/friends',
    {
      // Friends lists are for members only.
      config: { access: { role: 'member', message: PROFILE_MESSAGES.friendsSignIn } },
      schema: { tags: ['profiles'], params: ProfileIdParamsSchema, response: { 200: FriendListSchema } },
    },
    async (request) => ({ friends: await listFriends(app.db, request.params.profileId) }),
  );

  app.patch(
    '/api/me/profile',
    {
      config: { access: { role: 'member' }, writeLimit: 'profileEdit' },
      schema: {
        tags: ['profiles'],
        body: ProfileUpdateRequestSchema,
        response: { 200: PublicProfileSchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const { identityChanged } = await updateProfile(app.db, viewer.id, request.body);
      await app.bus.publish({ topic: REALTIME_TOPICS.profiles, id: viewer.id });
      if (identityChanged) {
        await announceViewerChanged(app.bus, viewer.id);
        await announceIdentityChanged(viewer.id);
      }
      const profile = await getPublicProfile(app.db, request.body.username ?? viewer.username);
      if (!profile) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.notFound);
      return profile;
    },
  );

  await registerUploadRoutes(app, (uploads) =>
    uploads.post(
      '/api/me/avatar',
      {
        config: { access: { role: 'member' }, writeLimit: 'avatarUpload' },
        schema: {
          tags: ['profiles'],
          description:
            'A member uploads an image for their own avatar (multipart, field "image", at most 2 MB); ' +
            'it is cropped to a square and stored as WebP. Saving the profile with the answered URL uses it.',
          consumes: ['multipart/form-data'],
          response: { 201: UploadImageResponseSchema },
        },
      },
      async (request, reply) => {
        const viewer = memberOf(request);
        const bytes = await readImageUpload(request, PROFILE_MESSAGES.avatarTooLarge);
        const imageUrl = await saveAvatar(app.db, bytes, viewer.id);
        return reply.status(201).send({ imageUrl });
      },
    ),
  );

  /**
   * A member's name or avatar changed: pages that show them beside what they wrote (hero comments,
   * shared teams, guides, friends lists) are refreshed.
   */
  async function announceIdentityChanged(userId: string) {
    const commented = await app.db
      .selectDistinct({ heroId: heroComments.heroId })
      .from(heroComments)
      .where(eq(heroComments.userId, userId));
    for (const { heroId } of commented) {
      await app.bus.publish({ topic: REALTIME_TOPICS.heroComments, id: heroId });
    }
    await app.bus.publish({ topic: REALTIME_TOPICS.teams });
    await app.bus.publish({ topic: REALTIME_TOPICS.guides });
  }
};
