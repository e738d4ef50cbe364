import type { DatabaseCategory } from '@haven/shared/game-database/constants';
import type { HERO_MESSAGES, SKILL_DEPTH_MESSAGES } from '@haven/shared/heroes/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';

type HeroTextKey = keyof typeof HERO_MESSAGES | keyof typeof SKILL_DEPTH_MESSAGES;

/** The shared hero texts the pages show, as the catalogs hold them (English is the shared text). */
const HERO_TEXTS = {
  loadFailed: msg`Could not load heroes`,
  loadOneFailed: msg`Could not load hero`,
  notFound: msg`Hero not found`,
  noResults: msg`No heroes found matching your criteria`,
  pickerNoResults: msg`No heroes found`,
  rateSignIn: msg`Please log in to rate this hero`,
  ratingUpdated: msg`Rating updated successfully`,
  ratingFailed: msg`Failed to update rating`,
  ratingsLoadFailed: msg`Failed to load ratings`,
  commentSignIn: msg`Please sign in to add a comment`,
  commentAdded: msg`Comment added successfully`,
  commentAddFailed: msg`Failed to add comment. Please try again.`,
  commentUpdated: msg`Comment updated successfully`,
  commentDeleted: msg`Comment deleted successfully`,
  deleted: msg`Hero deleted successfully`,
  saved: msg`Hero saved successfully`,
  saveFailed: msg`Failed to save hero`,
  adminLoadFailed: msg`Failed to load hero`,
  deleteFailed: msg`Failed to delete hero`,
  commentDeleteConfirm: msg`Are you sure you want to delete this comment? This action cannot be undone.`,
  voteSignIn: msg`Please sign in to vote on comments`,
  voteFailed: msg`Failed to register your vote`,
  statsEmpty: msg`No base stats yet.`,
  buildEmpty: msg`No recommended build yet.`,
  buildNotesEmpty: msg`No build notes yet.`,
  teammatesEmpty: msg`No recommended teammates yet.`,
  entryPickerTitle: msg`Add Build Item`,
  compareCount: msg`Choose 2 to 4 heroes to compare`,
  compareNeedMore: msg`Add at least one more hero to compare`,
  compareLoadFailed: msg`Could not load the comparison`,
  compareLinkCopied: msg`Link copied`,
  compareLinkFailed: msg`Could not copy the link`,
  levelsEmpty: msg`No level values yet.`,
  orderEmpty: msg`No upgrade order yet.`,
  entryPickerNoResults: msg`No entries found`,
  entryPickerLoadFailed: msg`Could not load entries`,
} satisfies Partial<
  Record<HeroTextKey | 'entryPickerNoResults' | 'entryPickerLoadFailed', MessageDescriptor>
>;

/** A shared hero text in the page's language. */
export function heroText(key: keyof typeof HERO_TEXTS): string {
  return activeI18n()._(HERO_TEXTS[key]);
}

/** The game database's categories as a build item names them ('relics' → 'Relics'). */
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

/** A database category's name in the page's language; an unknown slug as it is. */
export function categoryLabel(category: string): string {
  const label = CATEGORY_LABELS[category as DatabaseCategory];
  return label ? activeI18n()._(label) : category;
}
