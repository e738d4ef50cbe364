import type { BannerAdvice } from '@haven/shared/banners/constants';

// Original banner names and advice for the fictional game, combined by seed/banners.ts.

/** Themes of the limited banners, one per debut, in order. */
export const BANNER_THEMES = [
  'Oath of the Iron Gate',
  'Embers Under Snow',
  'The Lantern Court',
  'Tide of Silver Hooks',
  'Ashes of the Old Keep',
  'A Feast for Wanderers',
  'Moonlit Chorus',
  'The Cartographer’s Wager',
  'Thornveil Vigil',
  'Bells over Marrowfield',
  'The Quiet Library',
  'Storm at Dunhallow',
  'Ribbons and Riverstones',
  'The Ninth Bridge',
  'Harvest of Copper Leaves',
  'Starfall Index',
  'Midwinter Kitchens',
  'The Glass Orchard',
  'Sparks in the Foundry',
  'Whispers of the Marsh Road',
  'Crown of Little Foxes',
  'The Hollow Bell',
  'Salt and Saffron',
  'Last Light of Corvane',
  'The Amber Hours',
  'Songs for the Watch',
  'Gilded Compass',
  'The Patient Kettle',
];

/** The standard banner's recurring names. */
export const STANDARD_NAMES = ['Wanderers’ Gate', 'Hearth Call', 'Open Roads'];

/** The one collaboration of the year, with a fictional partner. */
export const COLLABORATION_NAME = 'Lanterns of Aurelle Collaboration';

type Reason = (headliner: string, role: string, others: string) => string;

/** Why the editors advise what they do, and for whom; `others` names the rest of the banner. */
export const ADVICE_REASONS: Record<BannerAdvice, Reason[]> = {
  pull: [
    (h, role, o) =>
      `${h} fills the ${role} slot better than anything in the standard pool, and stays useful in every mode we rank. New accounts and anyone without a ${role} should pull, with ${o} in the pool to soften the misses.`,
    (h, role, o) =>
      `A banner like this comes once a season. ${h} carries early Arena teams as a ${role} and scales late, so spend saved pulls here, with ${o} as extras for the collection.`,
    (h, role) =>
      `If you only pull once this month, make it here. ${h} is a top-tier ${role} whose kit does not depend on other limited heroes, so free players benefit most.`,
  ],
  consider: [
    (h, role, o) =>
      `${h} is a strong ${role}, but only for teams already built around them. Pull if you play the modes where ${h} ranks high; otherwise save for the next limited banner. Also here: ${o}, fine but not urgent.`,
    (h, role) =>
      `Good, not essential: ${h} is a comfortable ${role} for Story and Raids. Veterans with a full roster can wait for a rerun; newer players short of a ${role} may want one copy.`,
    (h, _role, o) =>
      `Worth a few pulls if you enjoy ${h}, who is a clear upgrade for collectors. Competitive players should compare with ${o} on the tier list before spending.`,
  ],
  skip: [
    (h, role) =>
      `${h} is a fine ${role} who turns up in the standard pool anyway. Save your pulls unless you are completing the collection.`,
    (h, _role, o) =>
      `Nothing here changes a team: ${h} and ${o} are outclassed by heroes most players already have. Skip and save for the next limited banner.`,
  ],
};

/** Notes a banner may carry, picked by its index. */
export const BANNER_NOTES = [
  'Pity carries over from the previous limited banner.',
  'Each ten-pull guarantees at least one SSR or better.',
  'The first single pull each day costs half.',
  '',
  'Rate-up heroes share the featured rate equally.',
  '',
];
