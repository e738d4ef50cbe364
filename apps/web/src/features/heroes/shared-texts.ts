import type { DatabaseCategory } from '@haven/shared/game-database/constants';
import { HERO_MESSAGES, SKILL_DEPTH_MESSAGES } from '@haven/shared/heroes/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';
import { sharedTexts } from '../../lib/shared-texts';

/** The shared hero messages' catalog texts (the shared English ones are what the server says). */
const HERO_TEXTS = sharedTexts(HERO_MESSAGES, {
  loadFailed: msg`Could not load heroes`,
  loadOneFailed: msg`Could not load hero`,
  notFound: msg`Hero not found`,
  noResults: msg`No heroes found matching your criteria`,
  pickerNoResults: msg`No heroes found`,
  invalidHeroId: msg`Invalid hero ID`,
  nameRequired: msg`Hero name is required`,
  skillIncomplete: msg`Skills must have both name and description`,
  nameTaken: msg`A hero with this name already exists`,
  nameReserved: msg`This name is used by a page of the site; please choose another`,
  imageUrlInvalid: msg`Image must be uploaded here or be an https:// address`,
  rateSignIn: msg`Please log in to rate this hero`,
  ratingUpdated: msg`Rating updated successfully`,
  ratingFailed: msg`Failed to update rating`,
  ratingsLoadFailed: msg`Failed to load ratings`,
  commentSignIn: msg`Please sign in to add a comment`,
  commentAdded: msg`Comment added successfully`,
  commentAddFailed: msg`Failed to add comment. Please try again.`,
  commentUpdated: msg`Comment updated successfully`,
  commentDeleted: msg`Comment deleted successfully`,
  commentTooShort: msg`Comment must be at least 5 characters long`,
  commentTooLong: msg`Comment must be less than 500 characters`,
  commentNotFound: msg`Comment not found`,
  commentNotYours: msg`You can only change your own comments`,
  deleted: msg`Hero deleted successfully`,
  saved: msg`Hero saved successfully`,
  saveFailed: msg`Failed to save hero`,
  adminLoadFailed: msg`Failed to load hero`,
  deleteFailed: msg`Failed to delete hero`,
  commentDeleteConfirm: msg`Are you sure you want to delete this comment? This action cannot be undone.`,
  voteSignIn: msg`Please sign in to vote on comments`,
  voteFailed: msg`Failed to register your vote`,
  rating: msg`Rating must be a whole number from 1 to 5`,
  statRange: msg`Stats must be whole numbers from 0 to 999,999`,
  cooldownRange: msg`Cooldown must be a whole number of turns from 0 to 20`,
  buildEntryUnknown: msg`Choose build items from the game database`,
  buildNoteTooLong: msg`A build note must be 120 characters or fewer`,
  buildTooMany: msg`A build can name at most 8 items`,
  buildRepeated: msg`Each build item can be chosen once`,
  buildNotesTooLong: msg`Build notes are too long`,
  teammatesTooMany: msg`Choose at most 4 teammates`,
  teammatesRepeated: msg`Each teammate can be chosen once`,
  teammateSelf: msg`A hero cannot be its own teammate`,
  statsEmpty: msg`No base stats yet.`,
  buildEmpty: msg`No recommended build yet.`,
  buildNotesEmpty: msg`No build notes yet.`,
  teammatesEmpty: msg`No recommended teammates yet.`,
  entryPickerTitle: msg`Add Build Item`,
  compareCount: msg`Choose 2 to 4 heroes to compare`,
  compareTitle: msg`Compare Heroes`,
  compareNeedMore: msg`Add at least one more hero to compare`,
  compareLoadFailed: msg`Could not load the comparison`,
  compareLinkCopied: msg`Link copied`,
  compareLinkFailed: msg`Could not copy the link`,
});

/** The shared texts of a skill's levels, costs and upgrade order. */
const SKILL_DEPTH_TEXTS = sharedTexts(SKILL_DEPTH_MESSAGES, {
  levelValueRequired: msg`Describe what the skill does at this level`,
  levelValueTooLong: msg`A level’s effect must be 160 characters or fewer`,
  levelsTooMany: msg`A skill can have at most 10 levels`,
  costEntryUnknown: msg`Choose upgrade costs from the game database’s items`,
  costQuantityRange: msg`A quantity must be a whole number from 1 to 9,999`,
  costsTooMany: msg`A level can cost at most 4 kinds of item`,
  costRepeated: msg`Each item can be named once per level`,
  rankRepeated: msg`Each skill needs its own place in the upgrade order`,
  upgradeNoteTooLong: msg`The upgrade note must be 300 characters or fewer`,
  levelsEmpty: msg`No level values yet.`,
  orderEmpty: msg`No upgrade order yet.`,
  costPickerTitle: msg`Add Upgrade Cost`,
});

/** The build item picker's own texts. */
const ENTRY_PICKER_TEXTS = {
  entryPickerNoResults: msg`No entries found`,
  entryPickerLoadFailed: msg`Could not load entries`,
};

const ALL_TEXTS = { ...HERO_TEXTS, ...SKILL_DEPTH_TEXTS, ...ENTRY_PICKER_TEXTS };

/** A hero text in the page's language. */
export function heroText(key: keyof typeof ALL_TEXTS): string {
  return activeI18n()._(ALL_TEXTS[key]);
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
