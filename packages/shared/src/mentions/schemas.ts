import { z } from 'zod';
import { TIERS } from '../tier-list/constants.ts';
import { MENTION_KINDS, MENTION_QUERY_MAX_LENGTH } from './constants.ts';
import { MENTION_MESSAGES as M } from './messages.ts';

export const MentionKindSchema = z.enum(MENTION_KINDS);

/** A name a text may hold and the page it links to. */
export const MentionTargetSchema = z.object({
  kind: MentionKindSchema,
  name: z.string(),
  path: z.string(),
});
export type MentionTarget = z.infer<typeof MentionTargetSchema>;

/**
 * A name a text holds, with its preview card: picture, what it is ('Hero', 'Relic'), a few facts
 * (rarity, class, roles) and, for a hero, its tier in each ranked mode.
 */
export const MentionCardSchema = MentionTargetSchema.extend({
  imageUrl: z.string().nullable(),
  label: z.string(),
  facts: z.array(z.string()),
  summary: z.string(),
  tiers: z.array(z.object({ mode: z.string(), tier: z.enum(TIERS) })),
});
export type MentionCard = z.infer<typeof MentionCardSchema>;

/** The editor's look-up as an author types a name. */
export const MentionSuggestionQuerySchema = z.object({
  q: z
    .string({ error: M.queryRequired })
    .trim()
    .min(1, M.queryRequired)
    .max(MENTION_QUERY_MAX_LENGTH, M.queryTooLong),
});
export type MentionSuggestionQuery = z.infer<typeof MentionSuggestionQuerySchema>;

export const MentionSuggestionListSchema = z.object({ items: z.array(MentionTargetSchema) });
export type MentionSuggestionList = z.infer<typeof MentionSuggestionListSchema>;

/** The preview cards of the names a page of comments holds, each name once. */
export const CommentMentionsSchema = z.array(MentionCardSchema);
