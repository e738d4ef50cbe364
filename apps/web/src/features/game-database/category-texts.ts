import type { DatabaseCategory, DatabaseCategoryInfo } from '@haven/shared/game-database/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';

/** Each database category's menu and card name in the page's language. */
const CATEGORY_LABELS: Record<DatabaseCategory, MessageDescriptor> = {
  gear: msg`Gear`,
  relics: msg`Relics`,
  gems: msg`Gems`,
  pets: msg`Pets`,
  mounts: msg`Mounts`,
  maps: msg`Maps`,
  npc: msg`NPCs`,
  quests: msg`Quests`,
  heir: msg`Heirs`,
  recipes: msg`Recipes`,
  items: msg`Items`,
  systems: msg`Systems`,
};

/** The line that opens each category's page. */
const CATEGORY_INTROS: Record<DatabaseCategory, MessageDescriptor> = {
  gear: msg`Weapons, armour and trinkets your heroes carry into battle, with the stats each piece grants.`,
  relics: msg`Ancient artefacts with lasting effects: what each relic does, where it drops and who makes best use of it.`,
  gems: msg`Cut stones that slot into gear and sharpen one attribute each; combine three of a kind to raise a tier.`,
  pets: msg`Companions that follow your character, lend a passive bonus and grow with care.`,
  mounts: msg`Steeds and stranger creatures to ride: speed, bonuses and how to earn each one.`,
  maps: msg`The regions of the realm, their recommended levels and what can be found there.`,
  npc: msg`The people you meet on your travels: where to find them and what they offer.`,
  quests: msg`Story and side quests with their requirements, steps and rewards.`,
  heir: msg`Heir talents and traits: what an heir can inherit and how it shapes your family.`,
  recipes: msg`Dishes and brews to cook, their ingredients and the buffs they give.`,
  items: msg`Materials, consumables and chests: what each item is for and where it comes from.`,
  systems: msg`How the game works: guilds, arenas, crafting and the other systems explained.`,
};

/** A category's name in the page's language ('relics' → 'Relics'); an unknown slug as it is. */
export function categoryLabelText(slug: string): string {
  const label = CATEGORY_LABELS[slug as DatabaseCategory];
  return label ? activeI18n()._(label) : slug;
}

/** A category's opening line in the page's language. */
export function categoryIntroText(slug: DatabaseCategory): string {
  return activeI18n()._(CATEGORY_INTROS[slug]);
}

/**
 * A category with its name and opening line in the page's language, for the pages that show them
 * (the English words are the shared ones).
 */
export function localCategory(category: DatabaseCategoryInfo): DatabaseCategoryInfo {
  return {
    ...category,
    label: categoryLabelText(category.slug),
    intro: categoryIntroText(category.slug),
  } as DatabaseCategoryInfo;
}
