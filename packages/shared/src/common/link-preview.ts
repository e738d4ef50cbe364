export const SITE_NAME = 'Heroes Haven';
export const SITE_DESCRIPTION =
  'Heroes Haven is an unofficial, fan-made community for players: heroes, outfits, guides, teams, events and redeem codes.';

/** The size chat apps and social sites expect of a large link-preview picture. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The site's own card, for every page without a picture of its own. */
export const SITE_CARD_PATH = '/api/previews/site.png';
