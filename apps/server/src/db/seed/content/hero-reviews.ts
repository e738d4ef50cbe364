import type { HeroRole } from '@haven/shared/heroes/constants';
import type { Tier } from '@haven/shared/tier-list/constants';

/** The demo speciality vocabulary, each with the skill words that earn a hero the tag. */
export const SPECIALITY_SEEDS: { name: string; words: RegExp; roles?: HeroRole[] }[] = [
  { name: 'Frontline', words: /taunt|defen[cs]e|damage taken|less damage/i, roles: ['Tank'] },
  { name: 'Taunt', words: /taunt/i },
  { name: 'Shields', words: /shield|barrier|absorb/i },
  { name: 'Healing', words: /heal|restor|recover/i },
  { name: 'Cleanse', words: /cleans|remov\w* (a |all |one )?(debuff|negative)/i },
  { name: 'Revive', words: /reviv|rais\w* a fallen/i },
  { name: 'Crowd Control', words: /stun|freez|silenc|sleep|root|bind|petrif/i, roles: ['Control'] },
  {
    name: 'Buffs',
    words:
      /increas\w* (the )?(attack|speed|defen|crit)\w* of all allies|all allies gain|allies' (attack|speed)/i,
  },
  { name: 'Debuffs', words: /reduc\w* (the )?(enemy|enemies|target)|lower\w* (enemy|the)|weaken/i },
  { name: 'Wave Clear', words: /all enemies|every enemy|each enemy/i, roles: ['AOE'] },
  { name: 'Burst', words: /heavy|massive|critical|\d{3}%/i, roles: ['Single Attack'] },
  { name: 'Boss Killer', words: /strongest|highest|single (enemy|target)|one enemy/i },
  { name: 'Damage over Time', words: /poison|burn|bleed|each turn for/i },
  { name: 'Speed Tuning', words: /speed|extra turn|act again|turn order/i },
  { name: 'Counter', words: /reflect|counter|retaliat/i },
];

/** The opening of a reason, per tier: how strongly the editors rate the pick. */
export const REASON_LEADS: Record<Tier, readonly string[]> = {
  'S+': [
    'A first pick whenever it is open:',
    'Builds the team around itself:',
    'Nothing else does this as well:',
  ],
  S: ['A core pick:', 'Rarely a wrong choice:', 'Worth raising early:'],
  A: ['Strong with the right partners:', 'Reliable, a step short of the best:', 'Solid in most teams:'],
  B: ['Fine as a fill-in:', 'Works, but others do it better:', 'Useful in a pinch:'],
  C: ['Only for a specific plan:', 'Outclassed for now:', 'Hard to justify here:'],
  D: ['Save the resources:', 'Skip it in this mode:', 'A last resort:'],
};

/** What each demo mode asks for, as reasons speak of it. */
export const MODE_ANGLES: Record<string, { good: readonly string[]; poor: readonly string[] }> = {
  'Guild Coliseum': {
    good: [
      'holds up through the long timed rounds',
      'keeps the front line standing past the second round',
      'wins the trades that decide a guild match',
    ],
    poor: [
      'fades once the rounds run long',
      'gives the enemy front line too much time',
      'folds before the second round is over',
    ],
  },
  'Atlas Tower': {
    good: [
      'clears the set floors before the enemy acts twice',
      'lands the opening burst the upper floors demand',
      'turns the floors past forty into routine',
    ],
    poor: [
      'is too slow for the set floors',
      'lacks the opening burst the upper floors want',
      'stalls on the floors past forty',
    ],
  },
  'Nightmare Trace': {
    good: [
      'outlasts every phase of the boss',
      'keeps the team alive as each phase hits harder',
      'adds steady value across a long fight',
    ],
    poor: [
      'runs out of answers by the last phase',
      'spends turns on adds the boss does not have',
      'cannot keep up as the boss grows stronger',
    ],
  },
  'Team Competition': {
    good: [
      'rounds out almost any five',
      'brings the balance mixed teams lack',
      'lifts the whole team, not only itself',
    ],
    poor: [
      'narrows what the rest of the team can be',
      'asks too much of the four partners',
      'leaves a gap a balanced five will punish',
    ],
  },
};

/** Extra change notes per demo mode after its first ranking, oldest first; original text. */
export const MODE_BALANCE_NOTES: Record<string, readonly string[]> = {
  'Guild Coliseum': [
    'Reworked the middle tiers after the round timer was shortened.',
    'The taunt change: shields that outlast the second round went up.',
  ],
  'Atlas Tower': [
    'New floors past sixty favour speed; the quickest openers moved up.',
    'Lowered the slow starters after a week of floor clears.',
  ],
  'Nightmare Trace': ['The new boss punishes single-target damage; spread damage moved down.'],
  'Team Competition': [
    'Buffers rose after the season began rewarding longer fights.',
    'Small corrections from a month of server-wide matches.',
  ],
};
