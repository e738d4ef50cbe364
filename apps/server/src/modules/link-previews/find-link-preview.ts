import { htmlToPlainText, truncateText } from '@haven/shared/common/text';
import { outfitNumberOfSlug } from '@haven/shared/outfits/constants';
import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import type { Team } from '@haven/shared/teams/schemas';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { heroes, outfits } from '../../db/schema/index.ts';
import { findTeamBySlug } from '../teams/find-teams.ts';
import { CARD_HEIGHT, CARD_WIDTH, outfitCardKey, type PreviewOutfit, teamCardKey } from './preview-image.ts';

/** What a chat app shows for a pasted link. */
export type LinkPreview = {
  title: string;
  description: string;
  /** Site path or absolute address of the picture. */
  image: string;
  /** Given for pictures the server draws at the large card size. */
  imageSize?: { width: number; height: number };
  imageAlt: string;
};

export const SITE_NAME = 'Heroes Haven';
export const SITE_DESCRIPTION =
  'Heroes Haven is an unofficial, fan-made community for players: heroes, outfits, guides, teams, events and redeem codes.';
export const SITE_CARD_PATH = '/api/previews/site.png';

/** The site's own card, for every page without one of its own. */
export const SITE_PREVIEW: LinkPreview = {
  title: SITE_NAME,
  description: SITE_DESCRIPTION,
  image: SITE_CARD_PATH,
  imageSize: { width: CARD_WIDTH, height: CARD_HEIGHT },
  imageAlt: SITE_NAME,
};

/** Address of a team's drawn picture: it changes whenever the picture would. */
export function teamCardPath(team: Team): string {
  return `/api/previews/teams/${encodeURIComponent(team.slug)}/${teamCardKey(team)}.png`;
}

function teamPreview(team: Team): LinkPreview {
  const names = team.heroes.map((h) => h.hero?.name ?? TEAM_MESSAGES.unknownHeroName);
  const by = team.creator ? ` by ${team.creator.username}` : '';
  return {
    title: `${team.name} | ${SITE_NAME}`,
    description: names.length > 0 ? `A team${by}: ${names.join(', ')}.` : `A team${by} on ${SITE_NAME}.`,
    image: teamCardPath(team),
    imageSize: { width: CARD_WIDTH, height: CARD_HEIGHT },
    imageAlt: `The formation of ${team.name}`,
  };
}

/** An outfit as its link preview shows it. */
export type OutfitForPreview = PreviewOutfit & { slug: string; description: string | null };

/**
 * The outfit an address names, read as the outfit page reads it: by folder number, so
 * `outfit_12` (the folder's name) and `outfit-12` (its slug) are the same outfit.
 */
export async function findOutfitForPreview(db: DbOrTx, slug: string): Promise<OutfitForPreview | null> {
  const number = outfitNumberOfSlug(slug);
  if (number === null) return null;
  const [outfit] = await db
    .select({
      slug: outfits.slug,
      name: outfits.name,
      description: outfits.description,
      image: outfits.overallImage,
    })
    .from(outfits)
    .where(eq(outfits.folderNumber, number));
  return outfit ?? null;
}

/** Address of an outfit's drawn picture: it changes whenever the picture would. */
export function outfitCardPath(outfit: OutfitForPreview): string {
  return `/api/previews/outfits/${encodeURIComponent(outfit.slug)}/${outfitCardKey(outfit)}.png`;
}

const PAGE_PATH = /^\/(teams|heroes|outfits)\/([^/]+)\/?$/;

/**
 * The preview of a team, hero or outfit page by its path, or null for any other page
 * and for an unknown slug (those get the site's card). Team and outfit pictures are drawn
 * PNGs at the large card size.
 */
export async function findLinkPreview(db: DbOrTx, pathname: string): Promise<LinkPreview | null> {
  const match = PAGE_PATH.exec(pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2] as string);
  } catch {
    return null;
  }
  if (slug.length > 120) return null;
  if (match[1] === 'teams') {
    const team = await findTeamBySlug(db, slug);
    return team ? teamPreview(team) : null;
  }
  if (match[1] === 'heroes') {
    const [hero] = await db
      .select({
        name: heroes.name,
        rarity: heroes.rarity,
        class: heroes.class,
        description: heroes.description,
        imageUrl: heroes.imageUrl,
      })
      .from(heroes)
      .where(eq(heroes.slug, slug));
    if (!hero) return null;
    return {
      title: `${hero.name} | ${SITE_NAME}`,
      description: truncateText(
        `${hero.rarity} ${hero.class}. ${htmlToPlainText(hero.description ?? '')}`.trim(),
        200,
      ),
      image: hero.imageUrl ?? SITE_CARD_PATH,
      ...(hero.imageUrl ? {} : { imageSize: { width: CARD_WIDTH, height: CARD_HEIGHT } }),
      imageAlt: hero.name,
    };
  }
  const outfit = await findOutfitForPreview(db, slug);
  if (!outfit) return null;
  return {
    title: `${outfit.name} | ${SITE_NAME}`,
    description: truncateText(htmlToPlainText(outfit.description ?? '') || `An outfit on ${SITE_NAME}.`, 200),
    image: outfitCardPath(outfit),
    imageSize: { width: CARD_WIDTH, height: CARD_HEIGHT },
    imageAlt: outfit.name,
  };
}
