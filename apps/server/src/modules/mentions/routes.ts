import { MENTION_SUGGESTION_LIMIT, MENTION_TOPICS } from '@haven/shared/mentions/constants';
import { MentionSuggestionListSchema, MentionSuggestionQuerySchema } from '@haven/shared/mentions/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestMentions } from './find-mention-cards.ts';
import { mentionDictionaryCache } from './mention-dictionary.ts';

/** The names an author may link, looked up as they type in a rich-text editor. */
export const mentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const dictionary = mentionDictionaryCache(app.bus);
  app.get(
    '/api/mentions',
    {
      config: { cache: { topics: [...MENTION_TOPICS] } },
      schema: {
        tags: ['mentions'],
        description: 'Hero, game database and outfit names that start with (or hold) the typed text.',
        querystring: MentionSuggestionQuerySchema,
        response: { 200: MentionSuggestionListSchema },
      },
    },
    async (request) =>
      suggestMentions(await dictionary.read(app.db), request.query.q, MENTION_SUGGESTION_LIMIT),
  );
};
