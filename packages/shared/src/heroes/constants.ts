/** Hero classes, also the in-game character classes. */
export const HERO_CLASSES = ['Guard', 'Scholar', 'Doctor', 'Gourmet'] as const;
export type HeroClass = (typeof HERO_CLASSES)[number];

/** Rarities from best to worst. */
export const RARITIES = ['LR', 'GR', 'UR', 'SSR', 'SR', 'R'] as const;
export type Rarity = (typeof RARITIES)[number];

/** Rarity score used to rank heroes when too few are rated. */
export const RARITY_SCORE: Record<Rarity, number> = { LR: 5, GR: 4, UR: 3, SSR: 2, SR: 1, R: 0 };

/** A member's vote on a hero comment. */
export const VOTE_TYPES = ['up', 'down'] as const;

export const HERO_ROLES = ['Tank', 'Single Attack', 'AOE', 'Control', 'Support'] as const;
export type HeroRole = (typeof HERO_ROLES)[number];

/** Guild roles of a character. */
export const GUILD_ROLES = ['Leader', 'Deputy', 'Secretary', 'Diplomat', 'Elite', 'Member'] as const;

/** Highest character level in the game. */
export const MAX_CHARACTER_LEVEL = 220;

/** A hero's base stats, in the order pages show them. */
export const HERO_STATS = ['hp', 'attack', 'defense', 'speed'] as const;
export type HeroStat = (typeof HERO_STATS)[number];
export const HERO_STAT_LABELS: Record<HeroStat, string> = {
  hp: 'HP',
  attack: 'Attack',
  defense: 'Defense',
  speed: 'Speed',
};
/** The largest value any base stat may hold. */
export const HERO_STAT_MAX = 999_999;

/** What kind of skill it is; each type has its own icon. */
export const SKILL_TYPES = ['Basic', 'Active', 'Passive', 'Ultimate'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];
/** A skill's cooldown in turns: 0 means it can be used every turn. */
export const SKILL_COOLDOWN_MAX = 20;

/** The game database categories a recommended build draws from. */
export const BUILD_CATEGORIES = ['gear', 'relics', 'gems', 'pets'] as const;
export type BuildCategory = (typeof BUILD_CATEGORIES)[number];
/** How many entries one recommended build may name. */
export const HERO_BUILD_MAX_ENTRIES = 8;
/** The one-line note beside a build entry. */
export const BUILD_ENTRY_NOTE_MAX_LENGTH = 120;
/** How many teammates a hero may recommend. */
export const HERO_TEAMMATES_MAX = 4;
/** The build notes' sanitised HTML, at most. */
export const BUILD_NOTES_MAX_LENGTH = 20_000;
