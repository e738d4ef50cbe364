import { z } from 'zod';
import { HeroCardSchema, RaritySchema } from '../heroes/schemas.ts';

export const OFFICIAL_CONTENT_TYPES = ['news', 'updates', 'events'] as const;

/** Home section sizes (spec part 1 §9). */
export const HOME_NEWS_COUNT = 4;
export const HOME_GUIDES_COUNT = 4;
export const HOME_TEAMS_COUNT = 3;

/** UI copy of the home page (spec part 1 §2). */
export const HOME_MESSAGES = {
  noNews: 'No news available at the moment. Check back soon!',
  noHeroes: 'No hero data available at the moment. Check back soon!',
  guidesComingSoon: 'Guides Coming Soon',
  noTeamHeroes: 'No heroes in this team',
} as const;

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

export const HomeHeroesSchema = z.object({
  items: z.array(HeroCardSchema.extend({ description: z.string() })),
});
export type HomeHero = z.infer<typeof HomeHeroesSchema>['items'][number];

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
