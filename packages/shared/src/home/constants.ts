// Kept apart from the zod schemas so the home page can use them without loading zod.

export const OFFICIAL_CONTENT_TYPES = ['news', 'updates', 'events'] as const;
export type OfficialContentType = (typeof OFFICIAL_CONTENT_TYPES)[number];

/** How many items each home section shows. */
export const HOME_NEWS_COUNT = 4;
export const HOME_GUIDES_COUNT = 4;
export const HOME_TEAMS_COUNT = 3;

/** UI copy of the home page. */
export const HOME_MESSAGES = {
  noNews: 'No news available at the moment. Check back soon!',
  noHeroes: 'No hero data available at the moment. Check back soon!',
  guidesComingSoon: 'Guides Coming Soon',
  noTeamHeroes: 'No heroes in this team',
} as const;
