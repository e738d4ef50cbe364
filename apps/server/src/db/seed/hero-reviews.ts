import { slugifyName } from '@haven/shared/common/slug';
import { HERO_SPECIALITIES_MAX, REVIEW_VERDICT_MAX_LENGTH } from '@haven/shared/hero-reviews/constants';
import type { HeroRole } from '@haven/shared/heroes/constants';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@haven/shared/i18n/translations';
import { TIERS, type Tier } from '@haven/shared/tier-list/constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  gameModes,
  heroReviews,
  heroSpecialities,
  heroTiers,
  heroTranslations,
  specialities,
  tierHistory,
  tierListChanges,
} from '../schema/index.ts';
import { REVIEW_WORDING, type ReviewWords } from './content/hero-review-translations.ts';
import { MODE_ANGLES, MODE_BALANCE_NOTES, REASON_LEADS, SPECIALITY_SEEDS } from './content/hero-reviews.ts';
import { HERO_TEXTS } from './content/hero-translations.ts';
import { HEROES, type HeroSeed } from './content/heroes.ts';
import { GAME_MODE_SEEDS, type GameModeSeed } from './content/tier-list.ts';
import { createRng, type Rng, stableUuid } from './random.ts';
import { daysBefore } from './upsert.ts';

type Skill = HeroSeed['skills'][number];

const firstName = (hero: HeroSeed) => hero.name.split(' ')[0] ?? hero.name;
const findSkill = (hero: HeroSeed, ...types: Skill['type'][]) =>
  types.map((type) => hero.skills.find((skill) => skill.type === type)).find(Boolean);
const skillOf = (hero: HeroSeed, ...types: Skill['type'][]) => findSkill(hero, ...types) ?? hero.skills[0];
/** The article a rarity's letters take when read aloud ('an SSR', 'a UR'). */
const rarityArticle = (rarity: string) => (/^(U|G)/.test(rarity) ? 'a' : 'an');
const roleWords = (hero: HeroSeed) =>
  hero.roles.map((role) => (role === 'AOE' ? 'area' : role.toLowerCase())).join(' and ');
/** The tag every role earns when its skills earn none. */
const ROLE_TAGS: Record<HeroRole, string> = {
  Tank: 'Frontline',
  'Single Attack': 'Burst',
  AOE: 'Wave Clear',
  Control: 'Crowd Control',
  Support: 'Buffs',
};
const skillText = (hero: HeroSeed) => hero.skills.map((skill) => skill.description).join(' ');
const primaryRole = (hero: HeroSeed): HeroRole => hero.roles[0] ?? 'Support';

/** A hero's speciality tags: the skill words and roles that earn each, at most the limit. */
export function demoSpecialities(hero: HeroSeed): string[] {
  const text = skillText(hero);
  const earned = SPECIALITY_SEEDS.filter(
    (tag) => tag.words.test(text) || tag.roles?.some((role) => hero.roles.includes(role)),
  ).map((tag) => tag.name);
  if (earned.length === 0) earned.push(ROLE_TAGS[primaryRole(hero)]);
  return earned.slice(0, Math.min(HERO_SPECIALITIES_MAX, 4));
}

const VERDICTS: Record<HeroRole, readonly ((name: string, skill: string) => string)[]> = {
  Tank: [
    (n, s) => `${n} is the wall a team is built behind: ${s} buys the turns everyone else needs.`,
    (n, s) => `Few front liners take a beating like ${n}, and ${s} makes the enemy pay for trying.`,
    (n, s) => `Put ${n} in front and stop worrying about the first three turns; ${s} covers them.`,
  ],
  'Single Attack': [
    (n, s) => `${n} deletes the one enemy that matters, and ${s} is the reason bosses fear the name.`,
    (n, s) => `A duelist first: ${n} picks a target and ${s} finishes it before it can act twice.`,
    (n, s) => `When a fight hinges on one kill, ${n} with ${s} is the answer.`,
  ],
  AOE: [
    (n, s) => `${n} sweeps the board: ${s} hits every enemy at once and rarely needs a second cast.`,
    (n, s) => `Crowded fights belong to ${n}, whose ${s} turns five enemies into none.`,
    (n, s) => `Bring ${n} for waves and swarms; ${s} does the work of three ordinary attacks.`,
  ],
  Control: [
    (n, s) => `${n} decides who gets to act: ${s} keeps the dangerous enemies out of the fight.`,
    (n, s) => `The enemy's best turn never comes while ${n} is around to cast ${s}.`,
    (n, s) => `${n} wins by denial rather than damage, and ${s} is the tool for it.`,
  ],
  Support: [
    (n, s) => `${n} makes every teammate better, and ${s} is the kind of help that wins long fights.`,
    (n, s) => `Quietly essential: ${n} keeps the team standing with ${s} while others take the credit.`,
    (n, s) => `A team with ${n} lasts longer and hits harder; ${s} does both at once.`,
  ],
};

const STRENGTHS: { test: (hero: HeroSeed, text: string) => boolean; say: (hero: HeroSeed) => string }[] = [
  {
    test: (_, t) => /heal|restor/i.test(t),
    say: (h) => `${skillOf(h, 'Active', 'Ultimate')?.name} keeps the team topped up`,
  },
  { test: (_, t) => /shield|barrier|absorb/i.test(t), say: () => 'Shields soak the opening burst' },
  { test: (_, t) => /taunt/i.test(t), say: (h) => `${firstName(h)} draws every hit away from the back line` },
  {
    test: (_, t) => /stun|freez|silenc|sleep/i.test(t),
    say: (h) => `${skillOf(h, 'Ultimate', 'Active')?.name} takes the strongest enemy out of a turn`,
  },
  { test: (_, t) => /all enemies|every enemy/i.test(t), say: () => 'Hits the whole enemy team at once' },
  {
    test: (_, t) => /strongest|highest|single/i.test(t),
    say: () => 'Picks off the most dangerous target first',
  },
  {
    test: (_, t) => /speed|extra turn|act again/i.test(t),
    say: () => 'Speeds up the turn order in the team’s favour',
  },
  { test: (_, t) => /reflect|counter/i.test(t), say: () => 'Punishes enemies for attacking' },
  { test: (_, t) => /revive/i.test(t), say: () => 'Brings a fallen ally back into the fight' },
  { test: (_, t) => /poison|burn|bleed/i.test(t), say: () => 'Damage keeps ticking after the turn ends' },
  {
    test: (h) => h.skills.some((s) => s.type === 'Passive'),
    say: (h) => `${skillOf(h, 'Passive')?.name} works without any input`,
  },
  {
    test: (h) => h.skills.some((s) => s.type === 'Active' && s.cooldown <= 2),
    say: (h) => `${skillOf(h, 'Active')?.name} is ready nearly every other turn`,
  },
  {
    test: (h) => ['LR', 'GR'].includes(h.rarity),
    say: () => 'High base stats carry the kit even before upgrades',
  },
  { test: (h) => ['SR', 'R'].includes(h.rarity), say: () => 'Cheap to raise, so it pays off early' },
];

const WEAKNESSES: { test: (hero: HeroSeed, text: string) => boolean; say: (hero: HeroSeed) => string }[] = [
  {
    test: (_, t) => !/heal|restor|shield|barrier/i.test(t),
    say: () => 'Brings no healing or shields of its own',
  },
  {
    test: (h) => (skillOf(h, 'Ultimate')?.cooldown ?? 0) >= 4,
    say: (h) =>
      `${skillOf(h, 'Ultimate')?.name} waits ${skillOf(h, 'Ultimate')?.cooldown} turns between casts`,
  },
  {
    test: (h) => h.roles.includes('Tank') || h.roles.includes('Support'),
    say: () => 'Little damage once the enemy front line is down',
  },
  { test: (h) => h.roles.includes('AOE'), say: () => 'Spread damage falls short against a single boss' },
  {
    test: (h) => h.roles.includes('Single Attack'),
    say: () => 'Struggles against large groups of weak enemies',
  },
  {
    test: (h) => h.roles.includes('Control'),
    say: () => 'Crowd control is wasted on enemies that resist it',
  },
  { test: (h) => ['LR', 'GR', 'UR'].includes(h.rarity), say: () => 'Expensive to raise to full strength' },
  { test: (h) => ['SR', 'R'].includes(h.rarity), say: () => 'Low base stats show in the late game' },
  { test: (h) => h.heroClass === 'Scholar', say: () => 'Fragile if the front line falls' },
  { test: (h) => h.heroClass === 'Gourmet', say: () => 'Needs the right partners to shine' },
];

/** Points any hero of the class can claim, used when its skills earn fewer than two. */
const CLASS_POINTS: Record<HeroSeed['heroClass'], { strength: string; weakness: string }> = {
  Guard: {
    strength: 'Sturdy enough to hold the front row alone',
    weakness: 'Slow to finish fights on its own',
  },
  Scholar: { strength: 'Strong damage from the back row', weakness: 'Breaks quickly when focused' },
  Doctor: { strength: 'Steady value in long fights', weakness: 'Shows little in short fights' },
  Gourmet: { strength: 'Fits many different teams', weakness: 'Needs the right partners to shine' },
};

/** Up to `count` points whose test the hero passes, in a hero-specific order, at least two. */
function pointsFor(
  hero: HeroSeed,
  rng: Rng,
  pool: typeof STRENGTHS,
  count: number,
  fallback: string,
): string[] {
  const text = skillText(hero);
  const fitting = pool.filter((point) => point.test(hero, text)).map((point) => point.say(hero));
  const shuffled = [...new Set(fitting)].sort(() => rng.next() - 0.5).slice(0, count);
  return shuffled.length >= 2 || shuffled.includes(fallback) ? shuffled : [...shuffled, fallback];
}

const CLASS_LINES: Record<HeroSeed['heroClass'], readonly string[]> = {
  Guard: [
    'As a Guard, the natural place is the front row.',
    'Guards are judged by what they survive, and this one survives a lot.',
  ],
  Scholar: [
    'Scholars hit hard and break easily; this one is no exception.',
    'Keep this Scholar behind a sturdy Guard and the damage follows.',
  ],
  Doctor: [
    'Doctors win the long game, and this one wins it more often than most.',
    'Like every Doctor, the value shows in the fourth turn, not the first.',
  ],
  Gourmet: [
    'Gourmets make teams, not highlight reels.',
    'This Gourmet is about the meal, not the single bite: value comes from the whole team.',
  ],
};

/** A hero's review, written from its own traits: verdict, overview, strengths and weaknesses. */
export function demoReview(hero: HeroSeed) {
  const rng = createRng(`review:${hero.name}`);
  const name = firstName(hero);
  const signature = skillOf(hero, 'Ultimate', 'Active') ?? { name: 'the signature skill', cooldown: 0 };
  const active = hero.skills.find((skill) => skill.type !== 'Passive' && skill.name !== signature.name);
  const passive = findSkill(hero, 'Passive');
  const verdict = rng
    .pick(VERDICTS[primaryRole(hero)])(name, signature.name)
    .slice(0, REVIEW_VERDICT_MAX_LENGTH);
  const story = hero.description.split('. ')[0]?.replace(/\.$/, '');
  const paragraphs = [
    `${story}. In battle, ${name} is ${rarityArticle(hero.rarity)} ${hero.rarity} ${hero.heroClass} whose ${roleWords(hero)} kit turns on <strong>${signature.name}</strong>${active ? ` and <strong>${active.name}</strong>` : ''}.`,
    rng.pick(CLASS_LINES[hero.heroClass]) +
      (signature.cooldown > 0
        ? active
          ? ` Plan the fight around the ${signature.cooldown}-turn wait for ${signature.name}: open with ${active.name} and save the big turn for when it counts.`
          : ` ${signature.name} comes back every ${signature.cooldown} turns, so the turns between are for staying alive.`
        : ` ${signature.name} is always ready, so the plan is simply to keep ${name} alive.`),
    passive
      ? `${passive.name} is easy to overlook, but it is the reason ${name} keeps pace with newer heroes.`
      : `There is no passive to lean on, so ${name} rewards careful timing more than raw investment.`,
  ];
  return {
    verdict,
    overview: paragraphs.map((text) => `<p>${text}</p>`).join(''),
    strengths: pointsFor(hero, rng, STRENGTHS, rng.int(2, 4), CLASS_POINTS[hero.heroClass].strength),
    weaknesses: pointsFor(hero, rng, WEAKNESSES, rng.int(2, 3), CLASS_POINTS[hero.heroClass].weakness),
  };
}

/**
 * A hero's demo review in another language: the same choices as the English (`english`, from
 * demoReview), in that language's wording, skill names and description.
 */
export function demoReviewIn(
  hero: HeroSeed,
  english: ReturnType<typeof demoReview>,
  language: TranslationLanguage,
): { verdict: string; overview: string; strengths: string[]; weaknesses: string[] } {
  const wording = REVIEW_WORDING[language];
  const skills = HERO_TEXTS[language][hero.name]?.skills ?? [];
  const translatedSkill = (skill: Skill | undefined) => {
    if (!skill) return undefined;
    const name = skills[hero.skills.indexOf(skill)]?.[0] ?? skill.name;
    return { name, cooldown: skill.cooldown };
  };
  const words: ReviewWords = {
    name: firstName(hero),
    skill: (...types) => translatedSkill(skillOf(hero, ...types)),
  };
  const name = firstName(hero);
  const signature = skillOf(hero, 'Ultimate', 'Active');
  const englishVerdicts = VERDICTS[primaryRole(hero)];
  const verdictIndex = englishVerdicts.findIndex(
    (say) =>
      say(name, signature?.name ?? 'the signature skill').slice(0, REVIEW_VERDICT_MAX_LENGTH) ===
      english.verdict,
  );
  const verdictOf = wording.verdicts[primaryRole(hero)][verdictIndex];
  const point = (
    pool: typeof STRENGTHS,
    translated: typeof wording.strengths,
    fallback: string,
    text: string,
  ) => {
    const index = pool.findIndex((entry) => entry.say(hero) === text);
    const say = translated[index];
    if (say) return say(words);
    return text === fallback ? null : text;
  };
  const classPoints = wording.classPoints[hero.heroClass];
  const paragraphs = english.overview.split('</p>');
  const classLine = CLASS_LINES[hero.heroClass].findIndex((line) => paragraphs[1]?.startsWith(`<p>${line}`));
  const active = hero.skills.find((skill) => skill.type !== 'Passive' && skill.name !== signature?.name);
  const passive = findSkill(hero, 'Passive');
  const o = wording.overview;
  const story = (HERO_TEXTS[language][hero.name]?.description ?? hero.description)
    .split('. ')[0]
    ?.replace(/\.$/, '');
  const sig = translatedSkill(signature)?.name ?? '';
  const cooldown = signature?.cooldown ?? 0;
  const overview = [
    o.lead({
      story: story ?? '',
      name,
      rarity: hero.rarity,
      heroClass: hero.heroClass,
      roles: hero.roles,
      signature: sig,
      active: translatedSkill(active)?.name,
    }),
    (o.classLines[hero.heroClass][classLine] ?? '') +
      (cooldown > 0
        ? active
          ? o.waitWithActive(sig, cooldown, translatedSkill(active)?.name ?? '')
          : o.waitAlone(sig, cooldown)
        : o.alwaysReady(sig, name)),
    passive ? o.passive(translatedSkill(passive)?.name ?? '', name) : o.noPassive(name),
  ];
  return {
    overview: paragraphs.length > 1 ? overview.map((text) => `<p>${text}</p>`).join('') : '',
    verdict: verdictOf
      ? verdictOf(name, translatedSkill(signature)?.name ?? '').slice(0, REVIEW_VERDICT_MAX_LENGTH)
      : '',
    strengths: english.strengths.map(
      (text) =>
        point(STRENGTHS, wording.strengths, CLASS_POINTS[hero.heroClass].strength, text) ??
        classPoints.strength,
    ),
    weaknesses: english.weaknesses.map(
      (text) =>
        point(WEAKNESSES, wording.weaknesses, CLASS_POINTS[hero.heroClass].weakness, text) ??
        classPoints.weakness,
    ),
  };
}

/** The editors' reason for a hero's tier in a mode, from the tier, the mode and the hero. */
export function demoReason(hero: HeroSeed, mode: GameModeSeed, tier: Tier): string {
  const rng = createRng(`reason:${hero.name}:${mode.name}`);
  const angles = MODE_ANGLES[mode.name] ?? { good: ['fits the mode'], poor: ['does not fit the mode'] };
  const isGood = TIERS.indexOf(tier) <= 2;
  const skill = skillOf(hero, 'Ultimate', 'Active');
  const lead = rng.pick(REASON_LEADS[tier]);
  if (!isGood) return `${lead} ${firstName(hero)} ${rng.pick(angles.poor)}.`;
  const favoured = hero.heroClass === mode.favours ? ` The mode favours ${mode.favours}s, and it shows.` : '';
  return `${lead} ${skill?.name ?? firstName(hero)} ${rng.pick(angles.good)}.${favoured}`;
}

/** The demo reviews the seed writes now, in every other language, added to the heroes' translations. */
async function seedReviewTranslations(
  db: Db,
  heroIds: ReadonlyMap<string, string>,
  written: ReadonlySet<string>,
): Promise<void> {
  const rows = TRANSLATION_LANGUAGES.flatMap((language) =>
    HEROES.flatMap((hero) => {
      const itemId = heroIds.get(hero.name);
      if (!itemId || !written.has(itemId)) return [];
      const fields = demoReviewIn(hero, demoReview(hero), language);
      return [{ itemId, language, fields, version: 1 }];
    }),
  );
  if (rows.length === 0) return;
  await db
    .insert(heroTranslations)
    .values(rows)
    .onConflictDoUpdate({
      target: [heroTranslations.itemId, heroTranslations.language],
      set: { fields: sql`${heroTranslations.fields} || excluded.fields`, updatedAt: sql`now()` },
    });
}

/** The tier a mover held before, one step from where it ends. */
function stepFrom(tier: Tier, rng: Rng): Tier {
  const index = TIERS.indexOf(tier);
  const up = index === TIERS.length - 1 ? false : index === 0 ? true : rng.next() < 0.5;
  return TIERS[up ? index + 1 : index - 1] as Tier;
}

/**
 * Demo reviews, speciality tags, tier reasons and tier histories. Reviews are written for heroes
 * without one, reasons only where none is written, and the balance notes and moves only in modes
 * the editors have never saved, so admins' own work survives every run.
 */
export async function seedHeroReviews(
  db: Db,
  now: Date,
  heroIds: ReadonlyMap<string, string>,
  placedTier: (hero: HeroSeed, mode: GameModeSeed) => Tier,
): Promise<number> {
  await db
    .insert(specialities)
    .values(SPECIALITY_SEEDS.map((tag) => ({ name: tag.name, slug: slugifyName(tag.name) })))
    .onConflictDoNothing();
  const tagIds = new Map(
    (await db.select({ id: specialities.id, name: specialities.name }).from(specialities)).map((row) => [
      row.name,
      row.id,
    ]),
  );
  const reviewed = new Set(
    (await db.select({ heroId: heroReviews.heroId }).from(heroReviews)).map((row) => row.heroId),
  );
  const reviews: (typeof heroReviews.$inferInsert)[] = [];
  const tags: (typeof heroSpecialities.$inferInsert)[] = [];
  for (const hero of HEROES) {
    const heroId = heroIds.get(hero.name);
    if (!heroId || reviewed.has(heroId)) continue;
    reviews.push({ heroId, ...demoReview(hero), version: 1 });
    demoSpecialities(hero).forEach((name, position) => {
      const specialityId = tagIds.get(name);
      if (specialityId) tags.push({ heroId, specialityId, position });
    });
  }
  if (reviews.length > 0) await db.insert(heroReviews).values(reviews).onConflictDoNothing();
  await seedReviewTranslations(db, heroIds, new Set(reviews.map((review) => review.heroId)));
  if (tags.length > 0) await db.insert(heroSpecialities).values(tags).onConflictDoNothing();

  const modes = await db
    .select({ id: gameModes.id, slug: gameModes.slug })
    .from(gameModes)
    .where(
      and(
        inArray(
          gameModes.slug,
          GAME_MODE_SEEDS.map((mode) => slugifyName(mode.name)),
        ),
        eq(gameModes.version, 0),
      ),
    );
  const untouched = new Map(modes.map((mode) => [mode.slug, mode.id]));
  let moves = 0;
  for (const mode of GAME_MODE_SEEDS) {
    const modeId = untouched.get(slugifyName(mode.name));
    if (!modeId) continue;
    const firstNote = stableUuid(`tier-note:${mode.name}:0`);
    const balance = (MODE_BALANCE_NOTES[mode.name] ?? []).map((note, index, all) => ({
      id: stableUuid(`tier-balance-note:${mode.name}:${index}`),
      modeId,
      note,
      createdAt: daysBefore(now, 4 + (all.length - 1 - index) * 40, `${mode.name}balance${index}`),
    }));
    if (balance.length > 0) await db.insert(tierListChanges).values(balance).onConflictDoNothing();
    const [first] = await db
      .select({ createdAt: tierListChanges.createdAt })
      .from(tierListChanges)
      .where(eq(tierListChanges.id, firstNote));
    const history: (typeof tierHistory.$inferInsert)[] = [];
    for (const hero of HEROES) {
      const heroId = heroIds.get(hero.name);
      if (!heroId) continue;
      const final = placedTier(hero, mode);
      await db
        .update(heroTiers)
        .set({ reason: demoReason(hero, mode, final) })
        .where(and(eq(heroTiers.modeId, modeId), eq(heroTiers.heroId, heroId), eq(heroTiers.reason, '')));
      const rng = createRng(`history:${hero.name}:${mode.name}`);
      // About a third of the heroes moved at each balance save (only the latest is recent enough for
      // the list's arrows); each path ends at today's tier.
      const movedAt = balance.filter(() => rng.next() < 0.3);
      const path: Tier[] = [final];
      for (let i = 0; i < movedAt.length; i += 1) path.unshift(stepFrom(path[0] as Tier, rng));
      const steps = [
        { changeId: firstNote, at: first?.createdAt, from: null, to: path[0] as Tier },
        ...movedAt.map((note, i) => ({
          changeId: note.id,
          at: note.createdAt,
          from: path[i] as Tier,
          to: path[i + 1] as Tier,
        })),
      ];
      steps.forEach((step, i) => {
        if (!first || step.from === step.to) return;
        history.push({
          id: stableUuid(`tier-move:${mode.name}:${hero.name}:${i}`),
          modeId,
          heroId,
          changeId: step.changeId,
          fromTier: step.from,
          toTier: step.to,
          createdAt: step.at ?? now,
        });
      });
    }
    if (history.length > 0) {
      await db.insert(tierHistory).values(history).onConflictDoNothing();
      moves += history.length;
    }
  }
  return reviews.length + moves;
}
