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
