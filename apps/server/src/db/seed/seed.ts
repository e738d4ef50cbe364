import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client.ts';
import { heroes } from '../schema/index.ts';
import { seedBanners } from './banners.ts';
import { seedCollections } from './collection.ts';
import { seedCommunityComments } from './community-comments.ts';
import { seedGuides, seedOfficialContent, seedPages, seedRedeemCodes } from './content.ts';
import { seedContentTranslations } from './content-translations.ts';
import { seedGameDatabase } from './game-database.ts';
import { seedHeroKnowledge } from './hero-knowledge.ts';
import { seedHeroReviews } from './hero-reviews.ts';
import { seedHeroSkillDepth } from './hero-skill-depth.ts';
import { seedGameTeams, seedHeroes, seedHeroFeedback } from './heroes.ts';
import { seedModeration } from './moderation.ts';
import { seedFavouriteOutfits, seedOutfits } from './outfits.ts';
import { seedFriendsAndProfileComments, seedMembers } from './profiles.ts';
import { seedReports } from './reports.ts';
import { seedPityRules, seedSummons } from './summons.ts';
import { seedTeams } from './teams.ts';
import { demoTier, seedTierList } from './tier-list.ts';

// The demo data set, all original to this project: heroes, outfits, news,
// codes, members and their community content, game database entries, with
// generated SVG art. One file per feature, as in db/schema: heroes.ts, outfits.ts,
// profiles.ts, teams.ts, content.ts, community-comments.ts, game-database.ts; the texts themselves are in content/.
//
// Seeding is idempotent. Every row is matched on its natural key (hero slug,
// outfit folder name, official content type and slug, page slug, code, member
// e-mail, team slug, guide slug, database entry category and slug) or on a stable id derived from the demo data,
// so a second run adds nothing. On a match the demo text and art are refreshed
// when they differ; dates, states (code active, guide status) and anything
// members do are left as they are, and About pages an admin has written stay,
// as do game database entries (admins curate them; a missing one is created) and the tier list
// (a missing mode is created; heroes are placed only in modes no admin has saved).

export type SeedSummary = {
  heroes: number;
  outfits: number;
  officialContent: number;
  pages: number;
  redeemCodes: number;
  members: number;
  friendships: number;
  profileComments: number;
  rosterEntries: number;
  collectionEntries: number;
  favouriteOutfits: number;
  teams: number;
  guides: number;
  ratings: number;
  heroComments: number;
  commentVotes: number;
  communityComments: number;
  reports: number;
  moderationEntries: number;
  databaseEntries: number;
  contentTranslations: number;
  heroKnowledge: number;
  skillDepth: number;
  gameModes: number;
  heroReviews: number;
  banners: number;
  pityRules: number;
  summonEntries: number;
  newMedia: number;
  ms: number;
};

/** Seeds the demo content once: only when the heroes table is empty. */
export async function seedIfEmpty(db: Db, log: FastifyBaseLogger): Promise<void> {
  const [anyHero] = await db.select({ id: heroes.id }).from(heroes).limit(1);
  if (anyHero) return;
  try {
    await seedDemoContent(db, log);
  } catch (error) {
    // The site still works without demo content; `npm run seed` finishes the job.
    log.error({ err: error }, 'Seeding the demo content failed; run `npm run seed` to retry');
  }
}

/** Creates or refreshes the whole demo data set; safe to run any number of times. */
export async function seedDemoContent(db: Db, log: FastifyBaseLogger): Promise<SeedSummary> {
  const started = performance.now();
  const now = new Date();

  const heroGroup = await seedHeroes(db);
  const outfitGroup = await seedOutfits(db);
  const official = await seedOfficialContent(db, now);
  const pages = await seedPages(db);
  const codes = await seedRedeemCodes(db, now);
  const memberGroup = await seedMembers(db, now);
  const members = memberGroup.ids;
  const social = await seedFriendsAndProfileComments(db, now, members);
  const rosterEntries = await seedGameTeams(db, now, members, heroGroup.ids);
  const collectionEntries = await seedCollections(db, now, members, heroGroup.ids);
  const favouriteOutfits = await seedFavouriteOutfits(db, now, members, outfitGroup.ids);
  const guides = await seedGuides(db, now, members, heroGroup.ids);
  const feedback = await seedHeroFeedback(db, now, members, heroGroup.ids);
  const gameDatabase = await seedGameDatabase(db);
  // The pages, entries and posts in other languages, once all three exist.
  const contentTranslations = await seedContentTranslations(db);
  // Builds name database entries, so they come once the entries exist.
  const heroKnowledge = await seedHeroKnowledge(db, heroGroup.ids);
  // Upgrade costs name the demo items, so they come once the entries exist too.
  const skillDepth = await seedHeroSkillDepth(db, heroGroup.ids);
  const tierList = await seedTierList(db, now, heroGroup.ids);
  // Reasons and tier moves belong to the placements, so they come once the tier list exists.
  const heroReviewRows = await seedHeroReviews(db, now, heroGroup.ids, demoTier);
  // A year of summoning banners up to a few days after now, featuring the demo heroes.
  const bannerGroup = await seedBanners(db, now, heroGroup.ids);
  // Summon logs name the banners, so they come once the banners exist.
  const pityRuleRows = await seedPityRules(db);
  const summonEntryRows = await seedSummons(db, now, members);
  // Teams name the tier list's game modes, so they come once the modes exist.
  const teams = await seedTeams(db, now, members, heroGroup.ids);
  // Comments are on teams and guides, so they come once both exist.
  const communityComments = await seedCommunityComments(db, now, members);
  // Reports name the wall comments, so they come after them.
  const reports = await seedReports(db, members);
  const moderationEntries = await seedModeration(db, now, members);

  const summary: SeedSummary = {
    heroes: heroGroup.result.rows,
    outfits: outfitGroup.result.rows,
    officialContent: official.rows,
    pages: pages.rows,
    redeemCodes: codes.rows,
    members: memberGroup.result.rows,
    friendships: social.friendships,
    profileComments: social.profileComments,
    rosterEntries,
    collectionEntries,
    favouriteOutfits,
    teams,
    guides: guides.rows,
    ratings: feedback.ratings,
    heroComments: feedback.comments,
    commentVotes: feedback.votes,
    communityComments,
    reports,
    moderationEntries,
    databaseEntries: gameDatabase.rows,
    contentTranslations,
    heroKnowledge,
    skillDepth,
    gameModes: tierList.rows,
    heroReviews: heroReviewRows,
    banners: bannerGroup.rows,
    pityRules: pityRuleRows,
    summonEntries: summonEntryRows,
    newMedia:
      heroGroup.result.media +
      outfitGroup.result.media +
      official.media +
      pages.media +
      memberGroup.result.media +
      guides.media +
      gameDatabase.media +
      bannerGroup.media,
    ms: Math.round(performance.now() - started),
  };
  const s = summary;
  log.info(
    `Demo content ready in ${s.ms} ms: ${s.heroes} heroes, ${s.outfits} outfits, ` +
      `${s.officialContent} official posts, ${s.pages} pages, ${s.redeemCodes} codes, ` +
      `${s.members} members, ${s.friendships} friendships, ${s.profileComments} profile comments, ` +
      `${s.rosterEntries} Game Team entries, ${s.collectionEntries} collection entries, ${s.favouriteOutfits} favourite outfits, ${s.teams} teams, ` +
      `${s.guides} guides, ${s.ratings} ratings, ${s.heroComments} hero comments, ${s.commentVotes} votes, ` +
      `${s.communityComments} team and guide comments, ${s.reports} open reports, ` +
      `${s.moderationEntries} moderation log entries, ` +
      `${s.databaseEntries} database entries, ${s.heroKnowledge} hero stats, builds and teammates, ` +
      `${s.gameModes} tier list modes; ${s.heroReviews} hero reviews and tier moves; ` +
      `${s.skillDepth} skill levels, costs and upgrade orders, ${s.banners} banners, ` +
      `${s.pityRules} pity rules, ${s.summonEntries} logged summons; ` +
      `${s.newMedia} new images stored`,
  );
  return summary;
}
