// Kept apart from the zod schemas so pages can use them without loading zod.

/** Kinds of summoning banner the game runs. */
export const BANNER_TYPES = ['limited', 'rerun', 'standard', 'collaboration'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export const BANNER_TYPE_LABELS: Record<BannerType, string> = {
  limited: 'Limited',
  rerun: 'Rerun',
  standard: 'Standard',
  collaboration: 'Collaboration',
};

/** The editors' advice on a banner, best first. */
export const BANNER_ADVICE = ['pull', 'consider', 'skip'] as const;
export type BannerAdvice = (typeof BANNER_ADVICE)[number];

export const BANNER_ADVICE_LABELS: Record<BannerAdvice, string> = {
  pull: 'Pull',
  consider: 'Consider',
  skip: 'Skip',
};

/** Where a banner stands against now: running, still to start, or over. */
export const BANNER_STATUSES = ['current', 'upcoming', 'past'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/** Longest name, notes and advice reason an admin may enter. */
export const BANNER_NAME_MAX_LENGTH = 100;
export const BANNER_NOTES_MAX_LENGTH = 2000;
export const BANNER_REASON_MAX_LENGTH = 1000;
/** Most heroes one banner features. */
export const BANNER_FEATURED_MAX = 8;
/** Past banners per page on /banners. */
export const PAST_BANNERS_PAGE_SIZE = 12;
/** The first year a banner's year filter offers. */
export const BANNER_FIRST_YEAR = 2020;

/** UI copy of the banners, shown by the web app and sent by the server alike. */
export const BANNER_MESSAGES = {
  title: 'Banners',
  description:
    'Summoning banners now running, coming next and past, with the editors’ advice on whether to pull.',
  now: 'Now',
  next: 'Next',
  allBanners: 'All banners',
  current: 'Current Banners',
  upcoming: 'Upcoming Banners',
  past: 'Past Banners',
  noCurrent: 'No banner is running right now.',
  noUpcoming: 'No banner announced yet.',
  noPast: 'No past banners match these filters.',
  noneAtAll: 'No banners yet. Check back soon!',
  loadFailed: 'Failed to load banners',
  loadOneFailed: 'Failed to load the banner',
  featured: 'Featured Heroes',
  advice: 'Should You Pull?',
  rateUp: 'Rate up',
  notes: 'Notes',
  historyHeading: 'Banners',
  historyEmpty: 'Not featured on a banner yet.',
  notFound: 'Banner not found',
  nameRequired: 'Name is required',
  nameNoLetters: 'Name needs at least one letter or digit',
  invalidType: 'Choose a banner type',
  invalidAdvice: 'Choose Pull, Consider or Skip',
  reasonRequired: 'Say why, for whom',
  startRequired: 'Enter when the banner starts',
  endRequired: 'Enter when the banner ends',
  endBeforeStart: 'The end must be after the start',
  featuredRequired: 'Feature at least one hero',
  featuredTooMany: `Feature at most ${BANNER_FEATURED_MAX} heroes`,
  duplicateHero: 'A hero is featured only once',
  unknownHero: 'One of the featured heroes no longer exists',
  imageUrlInvalid: 'Image must be uploaded here or be an https:// address',
  nameTaken: 'A banner with this name already exists',
  created: 'Banner created successfully',
  updated: 'Banner updated successfully',
  saveFailed: 'Failed to save banner',
  deleted: 'Banner deleted successfully',
  deleteFailed: 'Failed to delete banner',
  deleteConfirm: 'Are you sure you want to delete this banner?',
  empty: 'No banners yet. Create one to get started.',
} as const;
