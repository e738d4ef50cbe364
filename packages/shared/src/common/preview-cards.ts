import type { Team } from '../teams/schemas.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './link-preview.ts';

/** Bump when a drawing changes, so every team or outfit gets a new address for its new picture. */
const TEAM_DRAWING_VERSION = 1;
const OUTFIT_DRAWING_VERSION = 1;

/**
 * 32 hex digits that change whenever the text does (a 128-bit mix, not a secret): the server
 * and the web compute the same one, so a page can name its drawn picture's current address.
 */
export function contentKey(text: string): string {
  let [h1, h2, h3, h4] = [1779033703, 3144134277, 1013904242, 2773480762];
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  return [h1, h2 ^ h1, h3 ^ h1, h4 ^ h1].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
}

/** What a team's drawn picture shows. */
type CardTeam = Pick<Team, 'slug' | 'name' | 'heroes'>;

/** The address part that changes whenever what a team's picture shows changes. */
export function teamCardKey(team: CardTeam): string {
  return contentKey(
    JSON.stringify({
      v: TEAM_DRAWING_VERSION,
      name: team.name,
      heroes: team.heroes.map((h) => [h.position, h.hero?.id ?? null, h.hero?.imageUrl ?? null]),
    }),
  );
}

/** Address of a team's drawn picture: it changes whenever the picture would. */
export function teamCardPath(team: CardTeam): string {
  return `/api/previews/teams/${encodeURIComponent(team.slug)}/${teamCardKey(team)}.png`;
}

/** What an outfit's picture is drawn from. */
export type PreviewOutfit = { name: string; image: string | null };

/** The address part that changes whenever what an outfit's picture shows changes. */
export function outfitCardKey(outfit: PreviewOutfit): string {
  return contentKey(JSON.stringify({ v: OUTFIT_DRAWING_VERSION, name: outfit.name, image: outfit.image }));
}

/** Address of an outfit's drawn picture: it changes whenever the picture would. */
export function outfitCardPath(outfit: PreviewOutfit & { slug: string }): string {
  return `/api/previews/outfits/${encodeURIComponent(outfit.slug)}/${outfitCardKey(outfit)}.png`;
}

/** The size of every drawn card, as a link preview names it. */
export const CARD_SIZE = { width: CARD_WIDTH, height: CARD_HEIGHT } as const;
