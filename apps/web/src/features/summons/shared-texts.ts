import type { SummonKind } from '@haven/shared/summons/constants';
import { SUMMON_MESSAGES } from '@haven/shared/summons/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';
import { formatCount } from '../../lib/numbers';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

const tr = (text: MessageDescriptor) => activeI18n()._(text);

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const SUMMON_SHARED_TEXTS = sharedTexts(SUMMON_MESSAGES, {
  title: msg`Summon Log`,
  description: msg`Log your summons, see your pity count per banner type and look back at what came out.`,
  signIn: msg`Please log in to keep your summon log`,
  signInTitle: msg`Keep your summon log`,
  logHeading: msg`Log a summon`,
  kind: msg`Summon`,
  banner: msg`Banner`,
  bannerType: msg`Banner type`,
  anyBanner: msg`No particular banner`,
  summonedAt: msg`Summoned at`,
  results: msg`What came out`,
  resultLabel: (position: number) => msg`Pull ${position}`,
  pickHero: msg`Pick hero`,
  otherPull: msg`Other`,
  save: msg`Save summon`,
  saving: msg`Saving…`,
  logged: msg`Summon logged`,
  updated: msg`Summon updated`,
  deleted: msg`Summon deleted`,
  saveFailed: msg`Failed to save the summon`,
  deleteFailed: msg`Failed to delete the summon`,
  deleteConfirm: msg`Delete this summon from your log?`,
  pityHeading: msg`Pity`,
  pityCount: (pulls: number) => {
    const pullCount = formatCount(pulls);
    return msg({
      message: plural(pulls, {
        one: `${pullCount} pull since the last reset`,
        other: `${pullCount} pulls since the last reset`,
      }),
    });
  },
  pitySoft: (soft: number) => msg`Soft pity at ${soft}`,
  pityHard: (hard: number) => msg`Hard pity at ${hard}`,
  pityResets: (rarity: string) => msg`Resets on ${rarity} or better`,
  historyHeading: msg`History`,
  noHistory: msg`No summons logged yet. Log your first one above.`,
  noMatches: msg`No summons match these filters.`,
  loadFailed: msg`Failed to load your summon log`,
  pityLoadFailed: msg`Failed to load your pity counts`,
  allTypes: msg`All banner types`,
  allBanners: msg`All banners`,
  anyRarity: msg`Any rarity`,
  rarityFilter: msg`Rarity`,
  shareHeading: msg`Sharing and backup`,
  shareLabel: msg`Add my summons to the community figures (anonymous)`,
  shareSaved: msg`Your choice is saved`,
  exportLabel: msg`Download my summon log`,
  importLabel: msg`Import a summon log`,
  importAcceptedOnly: msg`Import only the accepted rows when some are refused`,
  importDone: (count: number) => {
    const summons = formatCount(count);
    return msg({
      message: plural(count, { one: `${summons} summon imported`, other: `${summons} summons imported` }),
    });
  },
  importRefused: msg`Nothing was imported: some rows were refused.`,
  importFailed: msg`Failed to import the file`,
  importLine: (line: number, message: string) => msg`Entry ${line}: ${message}`,
  // Validation
  invalidKind: msg`Please choose a single or a ten summon`,
  invalidBannerType: msg`Please choose a banner type`,
  invalidBanner: msg`That banner does not exist`,
  invalidRarity: msg`Please choose a rarity`,
  invalidDate: msg`Please enter when you summoned`,
  futureDate: msg`A summon cannot be in the future`,
  wrongResultCount: (expected: number) =>
    expected === 1
      ? msg`A single summon has exactly one result`
      : msg`A ten summon has exactly ${expected} results`,
  unknownHero: msg`That hero does not exist`,
  heroRarityMismatch: (hero: string, rarity: string) =>
    msg`${hero} is ${rarity}; the result’s rarity must match`,
  notFound: msg`That summon is not in your log`,
  notYours: msg`You can only change your own summons`,
  // Pity rules (admin)
  pityRulesTitle: msg`Pity Rules`,
  pityRulesSaved: msg`Pity rules saved`,
  softPity: msg`Soft pity`,
  hardPity: msg`Hard pity`,
  resetRarity: msg`Resets on`,
  invalidPity: msg`Please enter a whole number of pulls from 1 to 1000`,
  softAfterHard: msg`Soft pity must come before hard pity`,
  // Import file
  invalidFile: msg`This is not a summon log file`,
  unsupportedVersion: (version: number) => msg`This file’s version (${version}) is not supported`,
  tooManyEntries: (max: number) => msg`A file may hold at most ${max} entries`,
  unknownBanner: msg`That banner does not exist`,
  // Community figures
  figuresHeading: msg`Summoning Figures`,
  figuresDescription: msg`From the summon logs of members who chose to share them.`,
  figuresNone: msg`Not enough shared summons yet.`,
  featuredHeading: msg`Summons per featured hero obtained`,
  ratesHeading: msg`Rarity rates seen`,
  statedRate: msg`Stated rate`,
  seenRate: msg`Seen rate`,
  pullsSeen: msg`Pulls`,
  members: msg`Members sharing`,
});

/** The shared messages, each read in the page's language. */
export const SUMMON_TEXTS = inPageLanguage(SUMMON_MESSAGES, SUMMON_SHARED_TEXTS);

/** A summon's kind in the page's language. */
export const SUMMON_KIND_TEXTS: Record<SummonKind, string> = {
  get single() {
    return tr(msg`Single`);
  },
  get ten() {
    return tr(msg`Ten`);
  },
};
