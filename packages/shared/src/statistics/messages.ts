/** UI copy of the statistics page. */
export const STATISTICS_MESSAGES = {
  title: 'Community Statistics',
  intro:
    'How the hero roster and the community look today, computed from the whole site. Each chart keeps its figures in a table you can open below it.',
  loading: 'Loading statistics',
  loadFailed: 'Could not load the statistics',
  loadFailedDetail: 'The figures could not be fetched. Check your connection and try again.',
  retry: 'Try again',
  lastUpdated: (when: string) => `Last updated ${when}`,
  showTable: 'Show data table',
  heroesByClass: {
    title: 'Heroes by class',
    caption: 'Number of heroes in each class',
    empty: 'No heroes in the collection yet.',
  },
  heroesByRole: {
    title: 'Heroes by role',
    caption: 'Number of heroes with each role (a hero with two roles counts in both)',
    empty: 'No heroes in the collection yet.',
  },
  heroesByRarity: {
    title: 'Heroes by rarity',
    caption: 'Number of heroes of each rarity, from LR to R',
    empty: 'No heroes in the collection yet.',
  },
  ratings: {
    title: 'Ratings given',
    caption: 'Number of hero ratings of each star value',
    empty: 'No hero has been rated yet.',
  },
  topRated: {
    title: 'Highest rated heroes',
    caption: (minimum: number) =>
      `Heroes with the best average rating, among those rated at least ${minimum} times`,
    empty: (minimum: number) => `No hero has ${minimum} ratings yet.`,
  },
  bannersPerHero: {
    title: 'Most featured on banners',
    caption: 'Heroes featured on the most summoning banners, with the days since their last one ended',
    empty: 'No banner has featured a hero yet.',
  },
  gameTeamPicks: {
    title: 'Most picked in Game Teams',
    caption: "Heroes most often chosen in members' Game Teams",
    empty: 'No member has built a Game Team yet.',
  },
  sharedTeamPicks: {
    title: 'Most picked in shared teams',
    caption: 'Heroes most often chosen in the teams members share',
    empty: 'No team has been shared yet.',
  },
  membersPerWeek: {
    title: 'New members per week',
    caption: 'Members who joined each week (weeks start on Monday, UTC) over the last twelve weeks',
    empty: 'No member joined in the last twelve weeks.',
  },
  commentsPerDay: {
    title: 'Comments per day',
    caption:
      'Comments posted each day over the last twelve weeks, as two stacked series: hero comments and profile wall comments',
    empty: 'No comment was posted in the last twelve weeks.',
  },
  guidesByTag: {
    title: 'Guides by tag',
    caption: 'Number of published guides with each of the most used tags',
    empty: 'No published guide has a tag yet.',
  },
  databaseEntries: {
    title: 'Database entries by category',
    caption: 'Number of game database entries in each category',
    empty: 'The game database has no entries yet.',
  },
  heroesPerTier: {
    title: 'Heroes per tier',
    caption: (mode: string) => `Number of heroes the editors rank in each tier in ${mode}`,
    empty: 'No game modes yet.',
    modeLabel: 'Game mode',
  },
  columns: {
    tier: 'Tier',
    class: 'Class',
    role: 'Role',
    rarity: 'Rarity',
    stars: 'Stars',
    hero: 'Hero',
    heroes: 'Heroes',
    ratings: 'Ratings',
    average: 'Average rating',
    picks: 'Picks',
    banners: 'Banners',
    daysSince: 'Days since last',
    week: 'Week starting',
    members: 'New members',
    date: 'Date',
    heroComments: 'Hero comments',
    wallComments: 'Wall comments',
    total: 'Total',
    tag: 'Tag',
    guides: 'Guides',
    category: 'Category',
    entries: 'Entries',
  },
} as const;
