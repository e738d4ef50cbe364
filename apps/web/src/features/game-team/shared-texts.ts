import { GAME_TEAM_MESSAGES } from '@haven/shared/game-team/messages';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const GAME_TEAM_TEXTS = sharedTexts(GAME_TEAM_MESSAGES, {
  signIn: msg`Please log in to add heroes to your Game Team`,
  full: msg`Your Game Team is full. Please remove a hero before adding a new one.`,
  addFailed: msg`Failed to add hero to Game Team`,
  positionRequired: msg`Please choose a position`,
  positionTaken: msg`That position is already taken`,
  loadFailed: msg`Failed to load hero roster`,
  removeFailed: msg`Failed to remove hero`,
  removed: msg`Hero removed from your Game Team`,
  mainFailed: msg`Failed to update main hero`,
  mainUpdated: msg`Main hero updated`,
  notInTeam: msg`That hero is not in your Game Team`,
  notYourTeam: msg`You can only change your own Game Team`,
  mainSlotOnly: msg`Only the hero in slot 4 can be made the main hero`,
  alreadyMain: msg`That hero is already your main hero`,
  replaceFailed: msg`Failed to replace hero`,
  alreadyIn: (hero: string) => msg`${hero} is already in your Game Team`,
  replaced: (hero: string, replaced: string) => msg`${hero} replaced ${replaced} in your Game Team`,
  added: (hero: string) => msg`${hero} added to your Game Team`,
});

/** The shared messages, each read in the page's language. */
export const gameTeamTexts = inPageLanguage(GAME_TEAM_MESSAGES, GAME_TEAM_TEXTS);
