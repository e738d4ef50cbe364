import { z } from 'zod';
import { AuthorSchema } from '../common/schemas.ts';
import { GuideCardSchema } from '../guides/schemas.ts';
import { HeroCardSchema, RaritySchema } from '../heroes/schemas.ts';
import { OfficialContentCardSchema } from '../official-content/schemas.ts';

/** An official post's card; on the home page its description is plain text (the server removes markup). */
export const HomeNewsItemSchema = OfficialContentCardSchema;
export type HomeNewsItem = z.infer<typeof HomeNewsItemSchema>;
export const HomeNewsSchema = z.object({ items: z.array(HomeNewsItemSchema) });
export type HomeNews = z.infer<typeof HomeNewsSchema>;

export const HomeHeroesSchema = z.object({
  items: z.array(HeroCardSchema.extend({ description: z.string() })),
});
export type HomeHeroes = z.infer<typeof HomeHeroesSchema>;
export type HomeHero = HomeHeroes['items'][number];

export const HomeGuideSchema = GuideCardSchema;
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
  /** The team's game mode's name, if it has one. */
  mode: z.string().nullable(),
  voteCount: z.number().int(),
});
export type HomeTeam = z.infer<typeof HomeTeamSchema>;
export const HomeTeamsSchema = z.object({ items: z.array(HomeTeamSchema) });
export type HomeTeams = z.infer<typeof HomeTeamsSchema>;
