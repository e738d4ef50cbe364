import { GAME_TEAM_MESSAGES } from '@haven/shared/game-team/messages';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const gameTeamTexts = {
  signIn: () => activeI18n()._(msg`Please log in to add heroes to your Game Team`),
  full: () => activeI18n()._(msg`Your Game Team is full. Please remove a hero before adding a new one.`),
  addFailed: () => activeI18n()._(msg`Failed to add hero to Game Team`),
  positionRequired: () => activeI18n()._(msg`Please choose a position`),
  positionTaken: () => activeI18n()._(msg`That position is already taken`),
  loadFailed: () => activeI18n()._(msg`Failed to load hero roster`),
  removeFailed: () => activeI18n()._(msg`Failed to remove hero`),
  removed: () => activeI18n()._(msg`Hero removed from your Game Team`),
  mainFailed: () => activeI18n()._(msg`Failed to update main hero`),
  mainUpdated: () => activeI18n()._(msg`Main hero updated`),
  notInTeam: () => activeI18n()._(msg`That hero is not in your Game Team`),
  notYourTeam: () => activeI18n()._(msg`You can only change your own Game Team`),
  mainSlotOnly: () => activeI18n()._(msg`Only the hero in slot 4 can be made the main hero`),
  alreadyMain: () => activeI18n()._(msg`That hero is already your main hero`),
  replaceFailed: () => activeI18n()._(msg`Failed to replace hero`),
  alreadyIn: (hero: string) => activeI18n()._(msg`${hero} is already in your Game Team`),
  replaced: (hero: string, replaced: string) =>
    activeI18n()._(msg`${hero} replaced ${replaced} in your Game Team`),
  added: (hero: string) => activeI18n()._(msg`${hero} added to your Game Team`),
} satisfies { [Key in keyof typeof GAME_TEAM_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof gameTeamTexts>(
  Object.entries(GAME_TEAM_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof gameTeamTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateGameTeamTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (gameTeamTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}
