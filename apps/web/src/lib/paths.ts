import type { OfficialContentType } from '@haven/shared/home/constants';

export type { OfficialContentType };

/** Every client URL in one place; pages and features build links from here. */
const seg = (value: string) => encodeURIComponent(value);

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',

  heroes: '/heroes',
  hero: (slug: string) => `/heroes/${seg(slug)}`,
  /** The comparison of these heroes (by slug, in order); the address is the page's whole state. */
  compareHeroes: (slugs: readonly string[] = []) =>
    slugs.length > 0 ? `/heroes/compare?heroes=${slugs.map(seg).join(',')}` : '/heroes/compare',
  outfits: '/outfits',
  outfit: (slug: string) => `/outfits/${seg(slug)}`,
  guides: '/guides',
  createGuide: '/guides/create',
  guide: (slug: string) => `/guides/${seg(slug)}`,
  editGuide: (slug: string) => `/guides/${seg(slug)}/edit`,
  guidesAboutHero: (heroId: string) => `/guides?hero=${seg(heroId)}`,
  guidesByAuthor: (username: string) => `/guides?author=${seg(username)}`,
  users: '/users',

  myTeams: '/teams',
  summons: '/summons',
  publicTeams: '/teams/public',
  publicTeamsWithHero: (heroId: string) => `/teams/public?hero=${seg(heroId)}`,
  publicTeamsByMember: (username: string) => `/teams/public?member=${seg(username)}`,
  manageTeams: '/teams/manage',
  team: (slug: string) => `/teams/${seg(slug)}`,

  officialList: (type: OfficialContentType) => `/official-${type}`,
  officialItem: (type: OfficialContentType, slug: string) => `/official-${type}/${seg(slug)}`,

  flashEvents: '/flash-events',
  banners: '/banners',
  banner: (slug: string) => `/banners/${seg(slug)}`,
  bannersWithHero: (heroSlug: string) => `/banners?hero=${seg(heroSlug)}`,
  timeline: '/timeline',
  redeemCodes: '/redeem-codes',
  contact: '/contact',
  statistics: '/statistics',
  tierList: (mode?: string) => (mode ? `/tier-list?mode=${seg(mode)}` : '/tier-list'),
  database: (category: string) => `/database/${seg(category)}`,
  databaseEntry: (category: string, slug: string) => `/database/${seg(category)}/${seg(slug)}`,

  aboutWebsite: '/about-website',
  aboutGame: '/about-game',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  communityGuidelines: '/community-guidelines',

  profile: (username: string) => `/profile/${seg(username)}`,
  profileSetup: '/profile/setup',
  profileEdit: '/profile/edit',
  account: '/account',
  collection: '/collection',
  post: (postId: string) => `/post/${seg(postId)}`,

  admin: '/admin',
  adminHeroes: '/admin/heroes',
  adminNewHero: '/admin/heroes/new',
  adminHero: (slug: string) => `/admin/heroes/${seg(slug)}`,
  adminGuides: '/admin/guides',
  adminOfficialContent: '/admin/official-content',
  adminAbout: '/admin/about',
  adminRedeemCodes: '/admin/redeem-codes',
  adminMessages: '/admin/messages',
  /** The admin Game Database tab with the editor open on a new entry of `category`. */
  adminNewDatabaseEntry: (category: string) => `/admin?tab=game-database&new=${seg(category)}`,
} as const;
