import { MAX_TEAMS_PER_MEMBER, TEAM_NAME_MAX_LENGTH, TEAM_NOTES_MAX_LENGTH } from './constants.ts';

/** UI copy for temporary teams, shown by the web app and sent by the server alike. */
export const TEAM_MESSAGES = {
  signIn: 'Please log in to create a team',
  nameRequired: 'Please enter a team name',
  nameTooLong: `Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters`,
  heroesRequired: 'Please select 5 heroes for your team',
  duplicateHero: 'This hero is already in your team',
  unknownHero: 'One of the chosen heroes no longer exists. Please choose another.',
  limitReached: `You have reached the maximum number of temporary teams (${MAX_TEAMS_PER_MEMBER})`,
  createFailed: 'Failed to create team',
  created: 'Team created successfully!',
  createdShare: 'Team created! Share it with your friends.',
  loadListFailed: 'Failed to load teams',
  deleteFailed: 'Failed to delete team',
  deleted: 'Team deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this team?',
  deleteNotOwner: 'You can only delete your own teams',
  loadFailed: 'Failed to load team',
  notFound: 'Team not found',
  unknownVisibility: 'Choose who can see the team',
  notFoundTitle: 'Team Not Found',
  copyFailed: 'Failed to copy URL',
  copied: 'Team URL copied to clipboard',
  shareFailed: 'Failed to share team',
  shared: 'Team shared successfully',
  unknownHeroName: 'Unknown Hero',
  anonymousCreator: 'Anonymous Creator',
  unknownUser: 'Unknown User',
  noImage: 'No Image',
  noTeamsYet: 'No Teams Created Yet',
  publicEmptyTitle: 'No Teams Found',
  publicEmptySearch: 'No teams match your search criteria. Try a different search term.',
  publicEmpty: 'No teams have been created yet. Be the first to share your team!',
  notesTooLong: `Notes must be at most ${TEAM_NOTES_MAX_LENGTH} characters`,
  unknownMode: 'That game mode no longer exists. Please choose another.',
  noMode: 'Any game mode',
  editSignIn: 'Please log in to edit a team',
  editNotOwner: 'You can only edit your own teams',
  updated: 'Team updated successfully',
  updateFailed: 'Failed to update team',
  copySignIn: 'Please log in to copy a team',
  copiedToMine: 'Team copied to My Teams',
  copyTeamFailed: 'Failed to copy team',
  voteSignIn: 'Please log in to vote for a team',
  voteOwnTeam: 'You cannot vote for your own team',
  voteFailed: 'Failed to register your vote',
  filterAnyMode: 'All game modes',
  filterAnyHero: 'Any hero',
  memberFilterActive: 'Showing only the teams of {member}.',
  memberTeamsTitle: 'Teams',
  memberTeamsEmpty: 'No public teams yet.',
  memberTeamsLoadFailed: 'Could not load the teams of this player',
  searchPlaceholder: 'Search teams by name or creator...',
  heroTeamsTitle: 'Teams with {hero}',
  heroTeamsCount: '{n} teams include {hero}',
  heroTeamsCountOne: '1 team includes {hero}',
  heroTeamsEmpty: 'No team includes {hero} yet.',
  heroTeamsLoadFailed: 'Could not load the teams with this hero',
  buildSignIn: 'Please log in to see the teams you can build',
  unknownBuildFilter: 'Choose which teams to show: the ones you can build, or also those one hero short',
  buildLabel: 'From my heroes',
  buildEmptyTitle: 'No Teams to Build Yet',
  buildEmptyReady: 'No public team uses only heroes you own. Try the teams you are one hero short of.',
  buildEmptyNear: 'No public team uses only heroes you own, or all but one of them.',
  buildNoCollection: 'Mark the heroes you own in My Collection, and the teams you can build appear here.',
  buildOpenCollection: 'Open My Collection',
  buildReady: 'You own every hero',
  buildMissing: 'Missing {hero}',
  buildMissingRemoved: 'Missing a hero no longer in the game',
} as const;

/** A team card's note in 'Teams I can build': the one hero the member does not own. */
export function missingHeroText(hero: string | null): string {
  return hero === null
    ? TEAM_MESSAGES.buildMissingRemoved
    : TEAM_MESSAGES.buildMissing.replace('{hero}', hero);
}

/** The gallery's note while it shows one member's teams. */
export function memberFilterText(member: string): string {
  return TEAM_MESSAGES.memberFilterActive.replace('{member}', member);
}

/** A hero-section text with the hero's name (and a count) filled in. */
export function heroTeamsText(template: string, hero: string, n = 0): string {
  return template.replace('{hero}', hero).replace('{n}', String(n));
}
