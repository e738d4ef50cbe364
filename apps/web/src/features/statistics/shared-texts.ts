import { STATISTICS_MESSAGES } from '@haven/shared/statistics/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';
import { inPageLanguage, sharedTexts, withPageTexts } from '../../lib/shared-texts';

const tr = (text: MessageDescriptor) => activeI18n()._(text);

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const STATISTICS_SHARED_TEXTS = sharedTexts(STATISTICS_MESSAGES, {
  title: msg`Community Statistics`,
  intro: msg`How the hero roster and the community look today, computed from the whole site. Each chart keeps its figures in a table you can open below it.`,
  loading: msg`Loading statistics`,
  loadFailed: msg`Could not load the statistics`,
  loadFailedDetail: msg`The figures could not be fetched. Check your connection and try again.`,
  retry: msg`Try again`,
  lastUpdated: (when: string) => msg`Last updated ${when}`,
  showTable: msg`Show data table`,
});

/** The shared messages, each read in the page's language, with the feature's own texts. */
export const STATISTICS_TEXTS = withPageTexts(inPageLanguage(STATISTICS_MESSAGES, STATISTICS_SHARED_TEXTS), {
  /** The page's description for search engines and link previews. */
  get pageDescription() {
    return tr(
      msg`The hero roster and the community in charts: classes, ratings, favourite heroes, new members and comments.`,
    );
  },
  heroesByClass: {
    get title() {
      return tr(msg`Heroes by class`);
    },
    get caption() {
      return tr(msg`Number of heroes in each class`);
    },
    get empty() {
      return tr(msg`No heroes in the collection yet.`);
    },
  },
  heroesByRole: {
    get title() {
      return tr(msg`Heroes by role`);
    },
    get caption() {
      return tr(msg`Number of heroes with each role (a hero with two roles counts in both)`);
    },
    get empty() {
      return tr(msg`No heroes in the collection yet.`);
    },
  },
  heroesByRarity: {
    get title() {
      return tr(msg`Heroes by rarity`);
    },
    get caption() {
      return tr(msg`Number of heroes of each rarity, from LR to R`);
    },
    get empty() {
      return tr(msg`No heroes in the collection yet.`);
    },
  },
  ratings: {
    get title() {
      return tr(msg`Ratings given`);
    },
    get caption() {
      return tr(msg`Number of hero ratings of each star value`);
    },
    get empty() {
      return tr(msg`No hero has been rated yet.`);
    },
  },
  topRated: {
    get title() {
      return tr(msg`Highest rated heroes`);
    },
    caption: (minimum: number) =>
      tr(msg`Heroes with the best average rating, among those rated at least ${minimum} times`),
    empty: (minimum: number) => tr(msg`No hero has ${minimum} ratings yet.`),
  },
  bannersPerHero: {
    get title() {
      return tr(msg`Most featured on banners`);
    },
    get caption() {
      return tr(msg`Heroes featured on the most summoning banners, with the days since their last one ended`);
    },
    get empty() {
      return tr(msg`No banner has featured a hero yet.`);
    },
  },
  gameTeamPicks: {
    get title() {
      return tr(msg`Most picked in Game Teams`);
    },
    get caption() {
      return tr(msg`Heroes most often chosen in members' Game Teams`);
    },
    get empty() {
      return tr(msg`No member has built a Game Team yet.`);
    },
  },
  sharedTeamPicks: {
    get title() {
      return tr(msg`Most picked in shared teams`);
    },
    get caption() {
      return tr(msg`Heroes most often chosen in the teams members share`);
    },
    get empty() {
      return tr(msg`No team has been shared yet.`);
    },
  },
  membersPerWeek: {
    get title() {
      return tr(msg`New members per week`);
    },
    get caption() {
      return tr(msg`Members who joined each week (weeks start on Monday, UTC) over the last twelve weeks`);
    },
    get empty() {
      return tr(msg`No member joined in the last twelve weeks.`);
    },
  },
  commentsPerDay: {
    get title() {
      return tr(msg`Comments per day`);
    },
    get caption() {
      return tr(
        msg`Comments posted each day over the last twelve weeks, as two stacked series: hero comments and profile wall comments`,
      );
    },
    get empty() {
      return tr(msg`No comment was posted in the last twelve weeks.`);
    },
  },
  guidesByTag: {
    get title() {
      return tr(msg`Guides by tag`);
    },
    get caption() {
      return tr(msg`Number of published guides with each of the most used tags`);
    },
    get empty() {
      return tr(msg`No published guide has a tag yet.`);
    },
  },
  databaseEntries: {
    get title() {
      return tr(msg`Database entries by category`);
    },
    get caption() {
      return tr(msg`Number of game database entries in each category`);
    },
    get empty() {
      return tr(msg`The game database has no entries yet.`);
    },
  },
  heroesPerTier: {
    get title() {
      return tr(msg`Heroes per tier`);
    },
    caption: (mode: string) => tr(msg`Number of heroes the editors rank in each tier in ${mode}`),
    get empty() {
      return tr(msg`No game modes yet.`);
    },
    get modeLabel() {
      return tr(msg`Game mode`);
    },
  },
  columns: {
    get tier() {
      return tr(msg`Tier`);
    },
    get class() {
      return tr(msg`Class`);
    },
    get role() {
      return tr(msg`Role`);
    },
    get rarity() {
      return tr(msg`Rarity`);
    },
    get stars() {
      return tr(msg`Stars`);
    },
    get hero() {
      return tr(msg`Hero`);
    },
    get heroes() {
      return tr(msg`Heroes`);
    },
    get ratings() {
      return tr(msg`Ratings`);
    },
    get average() {
      return tr(msg`Average rating`);
    },
    get picks() {
      return tr(msg`Picks`);
    },
    get banners() {
      return tr(msg`Banners`);
    },
    get daysSince() {
      return tr(msg`Days since last`);
    },
    get week() {
      return tr(msg`Week starting`);
    },
    get members() {
      return tr(msg`New members`);
    },
    get date() {
      return tr(msg`Date`);
    },
    get heroComments() {
      return tr(msg`Hero comments`);
    },
    get wallComments() {
      return tr(msg`Wall comments`);
    },
    get total() {
      return tr(msg`Total`);
    },
    get tag() {
      return tr(msg`Tag`);
    },
    get guides() {
      return tr(msg`Guides`);
    },
    get category() {
      return tr(msg`Category`);
    },
    get entries() {
      return tr(msg`Entries`);
    },
  },
});
