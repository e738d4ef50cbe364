import type { HeroClass, HeroRole, HeroStat, Rarity } from '@haven/shared/heroes/constants';

/** A class's base stats at SR, before rarity and each hero's own spread. */
export const CLASS_BASE_STATS: Record<HeroClass, Record<HeroStat, number>> = {
  Guard: { hp: 14_200, attack: 1_080, defense: 1_320, speed: 94 },
  Scholar: { hp: 8_900, attack: 1_740, defense: 690, speed: 112 },
  Doctor: { hp: 10_600, attack: 960, defense: 860, speed: 106 },
  Gourmet: { hp: 11_300, attack: 1_280, defense: 910, speed: 101 },
};

/** How much stronger each rarity is than SR (speed grows a third as fast). */
export const RARITY_STAT_FACTOR: Record<Rarity, number> = {
  LR: 1.62,
  GR: 1.46,
  UR: 1.31,
  SSR: 1.16,
  SR: 1,
  R: 0.86,
};

/** A role's lean on the stats, in percent. */
export const ROLE_STAT_LEAN: Record<HeroRole, Partial<Record<HeroStat, number>>> = {
  Tank: { hp: 8, defense: 10, speed: -3 },
  'Single Attack': { attack: 9, defense: -4 },
  AOE: { attack: 6, hp: -3 },
  Control: { speed: 6 },
  Support: { hp: 4, speed: 3, attack: -5 },
};

/** The database tags that suit each role when a build is put together. */
export const ROLE_BUILD_TAGS: Record<HeroRole, string[]> = {
  Tank: ['defence', 'armour', 'health', 'guard'],
  'Single Attack': ['attack', 'critical', 'weapon', 'offence', 'pvp'],
  AOE: ['offence', 'attack', 'energy'],
  Control: ['control', 'speed', 'energy'],
  Support: ['healing', 'support', 'health', 'event'],
};

/** Why a role wants an entry, opening its note in a build. */
export const ROLE_NOTE_LEAD: Record<HeroRole, string> = {
  Tank: 'Keeps the front line standing',
  'Single Attack': 'Sharpens the single-target burst',
  AOE: 'Widens every sweep',
  Control: 'Lands the lockdown sooner',
  Support: 'Carries the team through long fights',
};

/** The editors' notes on how to build and play the headline heroes (sanitised HTML). */
export const BUILD_NOTES: Record<string, string> = {
  'Aldric Thornveil':
    '<p>Aldric wins fights by refusing to move. Stack <strong>defence first</strong>, then health; attack barely matters.</p>' +
    '<ul><li>Open with Oathwall so the barrier is up before the enemy’s first volley.</li>' +
    '<li>Hold Gatekeeper’s Verdict until the enemy carry has its ultimate ready, then stun it.</li></ul>',
  'Brannoc Ashgrave':
    '<p>A pure wall. Bellforged Plate reflects more as his defence climbs, so every defence gem pays twice.</p>' +
    '<p>Pair him with a healer who tops up the front row, such as Elowen Marchbank or Fennick Salvay: he stops knock-backs but not attrition.</p>',
  'Ysolde Ferrant':
    '<p>Ysolde lives on speed. With enough of it she pulls, slows and silences before the enemy acts.</p>' +
    '<ul><li>Riverhook the back-row healer first.</li><li>Save Undertow for a target that is already slowed.</li></ul>',
  'Cassian Vellory':
    '<p>Cassian is an energy engine: the faster his bar fills, the more often Starfall Index lands.</p>' +
    '<p>Build for <strong>energy and attack</strong>; keep a Guard such as Aldric Thornveil in front, as he folds under focused fire.</p>',
  'Isembard Quill':
    '<p>Isembard is at his best in long fights. Favour speed so Point of Order goes off before enemy buffs.</p>' +
    '<p>Royal Charter is strongest right after your team’s burst turn.</p>',
  'Celestine Harrow':
    '<p>Comet Script does the steady work; Perihelion ends waves. Build attack first, critical rate second.</p>' +
    '<ul><li>In the tower, keep her in the back row behind two Guards, Aldric Thornveil and Brannoc Ashgrave at best.</li></ul>',
  'Elowen Marchbank':
    '<p>The best healer in the roster, and a quiet controller. Health and healing effects before anything else.</p>' +
    '<p>Thornbind buys a turn when your tank is low; Second Bloom covers a mistake once per fight. Behind Basil Honeycutt she rarely needs either.</p>',
  'Fennick Salvay':
    '<p>Fennick’s Field Surgery scales with his health, so health gems beat attack gems every time.</p>' +
    '<p>Keep Steady Pulse for the turn after an enemy area skill.</p>',
  'Marguerite Saffron':
    '<p>Marguerite feeds the whole team. Open with Feast of Accord so every ally starts the fight buffed.</p>' +
    '<ul><li>Flambé Finale is an area finisher: fire it when the enemy front row is below half health.</li></ul>',
  'Basil Honeycutt':
    '<p>A tank who heals. Honey Glaze sticks best on a fast enemy; Hive Defence shields the back row.</p>' +
    '<p>Build defence and health evenly; he does not need attack.</p>',
};
