import type { SummonKind } from '@haven/shared/summons/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';

const tr = (text: MessageDescriptor) => activeI18n()._(text);

/**
 * The shared summon messages in the page's language, read when drawn (English is the shared
 * text itself).
 */
export const SUMMON_TEXTS = {
  get title() {
    return tr(msg`Summon Log`);
  },
  get description() {
    return tr(msg`Log your summons, see your pity count per banner type and look back at what came out.`);
  },
  get signIn() {
    return tr(msg`Please log in to keep your summon log`);
  },
  get signInTitle() {
    return tr(msg`Keep your summon log`);
  },
  get logHeading() {
    return tr(msg`Log a summon`);
  },
  get kind() {
    return tr(msg`Summon`);
  },
  get banner() {
    return tr(msg`Banner`);
  },
  get bannerType() {
    return tr(msg`Banner type`);
  },
  get anyBanner() {
    return tr(msg`No particular banner`);
  },
  get summonedAt() {
    return tr(msg`Summoned at`);
  },
  get results() {
    return tr(msg`What came out`);
  },
  resultLabel: (position: number) => tr(msg`Pull ${position}`),
  get pickHero() {
    return tr(msg`Pick hero`);
  },
  get otherPull() {
    return tr(msg`Other`);
  },
  get save() {
    return tr(msg`Save summon`);
  },
  get saving() {
    return tr(msg`Saving…`);
  },
  get logged() {
    return tr(msg`Summon logged`);
  },
  get updated() {
    return tr(msg`Summon updated`);
  },
  get deleted() {
    return tr(msg`Summon deleted`);
  },
  get saveFailed() {
    return tr(msg`Failed to save the summon`);
  },
  get deleteFailed() {
    return tr(msg`Failed to delete the summon`);
  },
  get deleteConfirm() {
    return tr(msg`Delete this summon from your log?`);
  },
  get pityHeading() {
    return tr(msg`Pity`);
  },
  pityCount: (pulls: number) =>
    tr(
      msg({
        message: plural(pulls, { one: '# pull since the last reset', other: '# pulls since the last reset' }),
      }),
    ),
  pitySoft: (soft: number) => tr(msg`Soft pity at ${soft}`),
  pityHard: (hard: number) => tr(msg`Hard pity at ${hard}`),
  pityResets: (rarity: string) => tr(msg`Resets on ${rarity} or better`),
  get historyHeading() {
    return tr(msg`History`);
  },
  get noHistory() {
    return tr(msg`No summons logged yet. Log your first one above.`);
  },
  get noMatches() {
    return tr(msg`No summons match these filters.`);
  },
  get loadFailed() {
    return tr(msg`Failed to load your summon log`);
  },
  get pityLoadFailed() {
    return tr(msg`Failed to load your pity counts`);
  },
  get allTypes() {
    return tr(msg`All banner types`);
  },
  get allBanners() {
    return tr(msg`All banners`);
  },
  get anyRarity() {
    return tr(msg`Any rarity`);
  },
  get rarityFilter() {
    return tr(msg`Rarity`);
  },
  get shareHeading() {
    return tr(msg`Sharing and backup`);
  },
  get shareLabel() {
    return tr(msg`Add my summons to the community figures (anonymous)`);
  },
  get shareSaved() {
    return tr(msg`Your choice is saved`);
  },
  get exportLabel() {
    return tr(msg`Download my summon log`);
  },
  get importLabel() {
    return tr(msg`Import a summon log`);
  },
  get importAcceptedOnly() {
    return tr(msg`Import only the accepted rows when some are refused`);
  },
  importDone: (count: number) =>
    tr(msg({ message: plural(count, { one: '# summon imported', other: '# summons imported' }) })),
  get importRefused() {
    return tr(msg`Nothing was imported: some rows were refused.`);
  },
  get importFailed() {
    return tr(msg`Failed to import the file`);
  },
  importLine: (line: number, message: string) => tr(msg`Entry ${line}: ${message}`),
  // Validation
  get invalidKind() {
    return tr(msg`Please choose a single or a ten summon`);
  },
  get invalidBannerType() {
    return tr(msg`Please choose a banner type`);
  },
  get invalidBanner() {
    return tr(msg`That banner does not exist`);
  },
  get invalidRarity() {
    return tr(msg`Please choose a rarity`);
  },
  get invalidDate() {
    return tr(msg`Please enter when you summoned`);
  },
  get futureDate() {
    return tr(msg`A summon cannot be in the future`);
  },
  wrongResultCount: (expected: number) =>
    expected === 1
      ? tr(msg`A single summon has exactly one result`)
      : tr(msg`A ten summon has exactly ${expected} results`),
  get unknownHero() {
    return tr(msg`That hero does not exist`);
  },
  heroRarityMismatch: (hero: string, rarity: string) =>
    tr(msg`${hero} is ${rarity}; the result’s rarity must match`),
  get notFound() {
    return tr(msg`That summon is not in your log`);
  },
  get notYours() {
    return tr(msg`You can only change your own summons`);
  },
  // Pity rules (admin)
  get pityRulesTitle() {
    return tr(msg`Pity Rules`);
  },
  get pityRulesSaved() {
    return tr(msg`Pity rules saved`);
  },
  get softPity() {
    return tr(msg`Soft pity`);
  },
  get hardPity() {
    return tr(msg`Hard pity`);
  },
  get resetRarity() {
    return tr(msg`Resets on`);
  },
  get invalidPity() {
    return tr(msg`Please enter a whole number of pulls from 1 to 1000`);
  },
  get softAfterHard() {
    return tr(msg`Soft pity must come before hard pity`);
  },
  // Import file
  get invalidFile() {
    return tr(msg`This is not a summon log file`);
  },
  unsupportedVersion: (version: number) => tr(msg`This file’s version (${version}) is not supported`),
  tooManyEntries: (max: number) => tr(msg`A file may hold at most ${max} entries`),
  get unknownBanner() {
    return tr(msg`That banner does not exist`);
  },
  // Community figures
  get figuresHeading() {
    return tr(msg`Summoning Figures`);
  },
  get figuresDescription() {
    return tr(msg`From the summon logs of members who chose to share them.`);
  },
  get figuresNone() {
    return tr(msg`Not enough shared summons yet.`);
  },
  get featuredHeading() {
    return tr(msg`Summons per featured hero obtained`);
  },
  get ratesHeading() {
    return tr(msg`Rarity rates seen`);
  },
  get statedRate() {
    return tr(msg`Stated rate`);
  },
  get seenRate() {
    return tr(msg`Seen rate`);
  },
  get pullsSeen() {
    return tr(msg`Pulls`);
  },
  get members() {
    return tr(msg`Members sharing`);
  },
};

/** A summon's kind in the page's language. */
export const SUMMON_KIND_TEXTS: Record<SummonKind, string> = {
  get single() {
    return tr(msg`Single`);
  },
  get ten() {
    return tr(msg`Ten`);
  },
};
