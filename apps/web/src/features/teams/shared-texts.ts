import type { TeamBuildFilter, TeamSort, TeamVisibility } from '@haven/shared/teams/constants';
import {
  MAX_TEAMS_PER_MEMBER,
  TEAM_NAME_MAX_LENGTH,
  TEAM_NOTES_MAX_LENGTH,
} from '@haven/shared/teams/constants';
import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const TEAM_TEXTS = sharedTexts(TEAM_MESSAGES, {
  signIn: msg`Please log in to create a team`,
  nameRequired: msg`Please enter a team name`,
  nameTooLong: msg`Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters`,
  heroesRequired: msg`Please select 5 heroes for your team`,
  duplicateHero: msg`This hero is already in your team`,
  unknownHero: msg`One of the chosen heroes no longer exists. Please choose another.`,
  limitReached: msg`You have reached the maximum number of temporary teams (${MAX_TEAMS_PER_MEMBER})`,
  createFailed: msg`Failed to create team`,
  created: msg`Team created successfully!`,
  createdShare: msg`Team created! Share it with your friends.`,
  loadListFailed: msg`Failed to load teams`,
  deleteFailed: msg`Failed to delete team`,
  deleted: msg`Team deleted successfully`,
  deleteConfirm: msg`Are you sure you want to delete this team?`,
  deleteNotOwner: msg`You can only delete your own teams`,
  loadFailed: msg`Failed to load team`,
  notFound: msg`Team not found`,
  unknownVisibility: msg`Choose who can see the team`,
  notFoundTitle: msg`Team Not Found`,
  copyFailed: msg`Failed to copy URL`,
  copied: msg`Team URL copied to clipboard`,
  shareFailed: msg`Failed to share team`,
  shared: msg`Team shared successfully`,
  unknownHeroName: msg`Unknown Hero`,
  anonymousCreator: msg`Anonymous Creator`,
  unknownUser: msg`Unknown User`,
  noImage: msg`No Image`,
  noTeamsYet: msg`No Teams Created Yet`,
  publicEmptyTitle: msg`No Teams Found`,
  publicEmptySearch: msg`No teams match your search criteria. Try a different search term.`,
  publicEmpty: msg`No teams have been created yet. Be the first to share your team!`,
  notesTooLong: msg`Notes must be at most ${TEAM_NOTES_MAX_LENGTH} characters`,
  unknownMode: msg`That game mode no longer exists. Please choose another.`,
  noMode: msg`Any game mode`,
  editSignIn: msg`Please log in to edit a team`,
  editNotOwner: msg`You can only edit your own teams`,
  updated: msg`Team updated successfully`,
  updateFailed: msg`Failed to update team`,
  copySignIn: msg`Please log in to copy a team`,
  copiedToMine: msg`Team copied to My Teams`,
  copyTeamFailed: msg`Failed to copy team`,
  voteSignIn: msg`Please log in to vote for a team`,
  voteOwnTeam: msg`You cannot vote for your own team`,
  voteFailed: msg`Failed to register your vote`,
  filterAnyMode: msg`All game modes`,
  filterAnyHero: msg`Any hero`,
  memberFilterActive: (member: string) => msg`Showing only the teams of ${member}.`,
  memberTeamsTitle: msg`Teams`,
  memberTeamsEmpty: msg`No public teams yet.`,
  memberTeamsLoadFailed: msg`Could not load the teams of this player`,
  searchPlaceholder: msg`Search teams by name or creator...`,
  heroTeamsTitle: (hero: string) => msg`Teams with ${hero}`,
  heroTeamsCount: (n: number, hero: string) => msg`${n} teams include ${hero}`,
  heroTeamsCountOne: (hero: string) => msg`1 team includes ${hero}`,
  heroTeamsEmpty: (hero: string) => msg`No team includes ${hero} yet.`,
  heroTeamsLoadFailed: msg`Could not load the teams with this hero`,
  buildSignIn: msg`Please log in to see the teams you can build`,
  unknownBuildFilter: msg`Choose which teams to show: the ones you can build, or also those one hero short`,
  buildLabel: msg`From my heroes`,
  buildEmptyTitle: msg`No Teams to Build Yet`,
  buildEmptyReady: msg`No public team uses only heroes you own. Try the teams you are one hero short of.`,
  buildEmptyNear: msg`No public team uses only heroes you own, or all but one of them.`,
  buildNoCollection: msg`Mark the heroes you own in My Collection, and the teams you can build appear here.`,
  buildOpenCollection: msg`Open My Collection`,
  buildReady: msg`You own every hero`,
  buildMissing: (hero: string) => msg`Missing ${hero}`,
  buildMissingRemoved: msg`Missing a hero no longer in the game`,
});

/** The shared messages, each read in the page's language. */
export const teamTexts = inPageLanguage(TEAM_MESSAGES, TEAM_TEXTS);

/** The gallery's sorts. */
export const TEAM_SORT_TEXTS: Record<TeamSort, MessageDescriptor> = {
  newest: msg`Latest`,
  oldest: msg`Oldest`,
  popular: msg`Most Popular`,
};

/** Who may see a team, as its choice names it. */
export const TEAM_VISIBILITY_TEXTS: Record<TeamVisibility, MessageDescriptor> = {
  public: msg`Public`,
  unlisted: msg`Unlisted (link only)`,
  private: msg`Private`,
};

/** What each visibility means, under the choice. */
export const TEAM_VISIBILITY_HINT_TEXTS: Record<TeamVisibility, MessageDescriptor> = {
  public: msg`Anyone can find it in Teams, search and on your profile.`,
  unlisted: msg`Only people with its link can open it.`,
  private: msg`Only you can see it.`,
};

/** The gallery's filter by the member's own heroes. */
export const TEAM_BUILD_TEXTS: Record<TeamBuildFilter | '', MessageDescriptor> = {
  '': msg`All teams`,
  ready: msg`Teams I can build`,
  near: msg`Teams I can build, or one hero short`,
};
