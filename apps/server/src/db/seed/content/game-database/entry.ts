import type { Rarity } from '@haven/shared/heroes/constants';

/** One demo entry of the game database, as written by hand. */
export type DatabaseEntrySeed = {
  name: string;
  /** One sentence for the card. */
  summary: string;
  /** Left out where a rarity makes no sense (a region, a person, a rule of the game). */
  rarity?: Rarity;
  /** Two to four, shared with other entries of the category so the tag filter finds several. */
  tags: string[];
  /** Label and value pairs, three to six. */
  attributes: [label: string, value: string][];
  /** Slugs of demo heroes; one that does not exist is skipped. */
  heroes: string[];
  /** Rich text: paragraphs, a heading and a list. */
  description: string;
};

/**
 * Builds a description in the shape every demo entry shares: an opening paragraph, a headed
 * list, and an optional closing tip. Texts are trusted HTML (they may hold <strong> or <em>).
 */
export function describe(opening: string, heading: string, points: string[], closing?: string): string {
  return (
    `<p>${opening}</p><h2>${heading}</h2><ul>${points.map((point) => `<li>${point}</li>`).join('')}</ul>` +
    (closing ? `<p>${closing}</p>` : '')
  );
}
