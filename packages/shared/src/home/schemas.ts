import { z } from 'zod';
import { HeroCardSchema, RaritySchema } from '../heroes/schemas.ts';

import { OFFICIAL_CONTENT_TYPES } from './constants.ts';

export const HomeNewsItemSchema = z.object({
  id: z.string(),
  type: z.enum(OFFICIAL_CONTENT_TYPES),
  title: z.string(),
  slug: z.string(),
  /** Plain text: markup is removed by the server. */
  description: z.string(),
  imageUrl: z.string().nullable(),
  publishDate: z.string(),
});
export type HomeNewsItem = z.infer<typeof HomeNewsItemSchema>;
export const HomeNewsSchema = z.object({ items: z.array(HomeNewsItemSchema) });
export type HomeNews = z.infer<typeof HomeNewsSchema>;

export const HomeHeroesSchema = z.object({
  items: z.array(HeroCardSchema.extend({ description: z.string() })),
});
export type HomeHeroes = z.infer<typeof HomeHeroesSchema>;
export type HomeHero = HomeHeroes['items'][number];

export const AuthorSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
});

export const HomeGuideSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  thumbnailUrl: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  author: AuthorSchema.nullable(),
});
export type HomeGuide = z.infer<typeof HomeGuideSchema>;
export const HomeGuidesSchema = z.object({ items: z.array(HomeGuideSchema) });
export type HomeGuides = z.infer<typeof HomeGuidesSchema>;

export const HomeTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.string(),
  owner: AuthorSchema.nullable(),
  heroes: z.array(
    z.object({
      position: z.number().int(),
      name: z.string(),
      imageUrl: z.string().nullable(),
      rarity: RaritySchema,
    }),
  ),
});
export type HomeTeam = z.infer<typeof HomeTeamSchema>;
export const HomeTeamsSchema = z.object({ items: z.array(HomeTeamSchema) });
export type HomeTeams = z.infer<typeof HomeTeamsSchema>;
