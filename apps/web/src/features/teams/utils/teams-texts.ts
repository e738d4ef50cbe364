import {
  MAX_TEAMS_PER_MEMBER,
  TEAM_NAME_MAX_LENGTH,
  TEAM_NOTES_MAX_LENGTH,
} from '@haven/shared/teams/constants';
import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const teamTexts = {
  signIn: () => activeI18n()._(msg`Please log in to create a team`),
  nameRequired: () => activeI18n()._(msg`Please enter a team name`),
  nameTooLong: () => activeI18n()._(msg`Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters`),
  heroesRequired: () => activeI18n()._(msg`Please select 5 heroes for your team`),
  duplicateHero: () => activeI18n()._(msg`This hero is already in your team`),
  unknownHero: () => activeI18n()._(msg`One of the chosen heroes no longer exists. Please choose another.`),
  limitReached: () =>
    activeI18n()._(msg`You have reached the maximum number of temporary teams (${MAX_TEAMS_PER_MEMBER})`),
  createFailed: () => activeI18n()._(msg`Failed to create team`),
  created: () => activeI18n()._(msg`Team created successfully!`),
  createdShare: () => activeI18n()._(msg`Team created! Share it with your friends.`),
  loadListFailed: () => activeI18n()._(msg`Failed to load teams`),
  deleteFailed: () => activeI18n()._(msg`Failed to delete team`),
  deleted: () => activeI18n()._(msg`Team deleted successfully`),
  deleteConfirm: () => activeI18n()._(msg`Are you sure you want to delete this team?`),
  deleteNotOwner: () => activeI18n()._(msg`You can only delete your own teams`),
  loadFailed: () => activeI18n()._(msg`Failed to load team`),
  notFound: () => activeI18n()._(msg`Team not found`),
  unknownVisibility: () => activeI18n()._(msg`Choose who can see the team`),
  notFoundTitle: () => activeI18n()._(msg`Team Not Found`),
  copyFailed: () => activeI18n()._(msg`Failed to copy URL`),
  copied: () => activeI18n()._(msg`Team URL copied to clipboard`),
  shareFailed: () => activeI18n()._(msg`Failed to share team`),
  shared: () => activeI18n()._(msg`Team shared successfully`),
  unknownHeroName: () => activeI18n()._(msg`Unknown Hero`),
  anonymousCreator: () => activeI18n()._(msg`Anonymous Creator`),
  unknownUser: () => activeI18n()._(msg`Unknown User`),
  noImage: () => activeI18n()._(msg`No Image`),
  noTeamsYet: () => activeI18n()._(msg`No Teams Created Yet`),
  publicEmptyTitle: () => activeI18n()._(msg`No Teams Found`),
  publicEmptySearch: () =>
    activeI18n()._(msg`No teams match your search criteria. Try a different search term.`),
  publicEmpty: () => activeI18n()._(msg`No teams have been created yet. Be the first to share your team!`),
  notesTooLong: () => activeI18n()._(msg`Notes must be at most ${TEAM_NOTES_MAX_LENGTH} characters`),
  unknownMode: () => activeI18n()._(msg`That game mode no longer exists. Please choose another.`),
  noMode: () => activeI18n()._(msg`Any game mode`),
  editSignIn: () => activeI18n()._(msg`Please log in to edit a team`),
  editNotOwner: () => activeI18n()._(msg`You can only edit your own teams`),
  updated: () => activeI18n()._(msg`Team updated successfully`),
  updateFailed: () => activeI18n()._(msg`Failed to update team`),
  copySignIn: () => activeI18n()._(msg`Please log in to copy a team`),
  copiedToMine: () => activeI18n()._(msg`Team copied to My Teams`),
  copyTeamFailed: () => activeI18n()._(msg`Failed to copy team`),
  voteSignIn: () => activeI18n()._(msg`Please log in to vote for a team`),
  voteOwnTeam: () => activeI18n()._(msg`You cannot vote for your own team`),
  voteFailed: () => activeI18n()._(msg`Failed to register your vote`),
  filterAnyMode: () => activeI18n()._(msg`All game modes`),
  filterAnyHero: () => activeI18n()._(msg`Any hero`),
  memberFilterActive: (member: string) => activeI18n()._(msg`Showing only the teams of ${member}.`),
  memberTeamsTitle: () => activeI18n()._(msg`Teams`),
  memberTeamsEmpty: () => activeI18n()._(msg`No public teams yet.`),
  memberTeamsLoadFailed: () => activeI18n()._(msg`Could not load the teams of this player`),
  searchPlaceholder: () => activeI18n()._(msg`Search teams by name or creator...`),
  heroTeamsTitle: (hero: string) => activeI18n()._(msg`Teams with ${hero}`),
  heroTeamsCount: (n: number, hero: string) => activeI18n()._(msg`${n} teams include ${hero}`),
  heroTeamsCountOne: (hero: string) => activeI18n()._(msg`1 team includes ${hero}`),
  heroTeamsEmpty: (hero: string) => activeI18n()._(msg`No team includes ${hero} yet.`),
  heroTeamsLoadFailed: () => activeI18n()._(msg`Could not load the teams with this hero`),
  buildSignIn: () => activeI18n()._(msg`Please log in to see the teams you can build`),
  unknownBuildFilter: () =>
    activeI18n()._(msg`Choose which teams to show: the ones you can build, or also those one hero short`),
  buildLabel: () => activeI18n()._(msg`From my heroes`),
  buildEmptyTitle: () => activeI18n()._(msg`No Teams to Build Yet`),
  buildEmptyReady: () =>
    activeI18n()._(msg`No public team uses only heroes you own. Try the teams you are one hero short of.`),
  buildEmptyNear: () => activeI18n()._(msg`No public team uses only heroes you own, or all but one of them.`),
  buildNoCollection: () =>
    activeI18n()._(msg`Mark the heroes you own in My Collection, and the teams you can build appear here.`),
  buildOpenCollection: () => activeI18n()._(msg`Open My Collection`),
  buildReady: () => activeI18n()._(msg`You own every hero`),
  buildMissing: (hero: string) => activeI18n()._(msg`Missing ${hero}`),
  buildMissingRemoved: () => activeI18n()._(msg`Missing a hero no longer in the game`),
} satisfies { [Key in keyof typeof TEAM_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof teamTexts>(
  Object.entries(TEAM_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof teamTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateTeamTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (teamTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}

/** The shared messages object with each text in the page's language, for components that take it whole. */
export function teamMessages(): typeof TEAM_MESSAGES {
  return Object.fromEntries(
    Object.entries(TEAM_MESSAGES).map(([key, text]) => [
      key,
      typeof text === 'string' ? (teamTexts[key as keyof typeof teamTexts] as () => string)() : text,
    ]),
  ) as typeof TEAM_MESSAGES;
}
