import { type DatabaseEntrySeed, describe } from './entry.ts';

/** Companions that follow the player's character. */
export const PETS: DatabaseEntrySeed[] = [
  {
    name: 'Lanternwing Moth',
    summary: 'A soft, glowing moth that lights the way at night and finds hidden festival chests.',
    rarity: 'SSR',
    tags: ['flying', 'event'],
    attributes: [
      ['Passive', '+10% event token gain'],
      ['Skill', 'Reveals hidden chests on the map'],
      ['Obtained', 'Lantern Festival, event shop'],
      ['Favourite treat', 'Honey cakes'],
    ],
    heroes: ['liora-candlewick'],
    description: describe(
      'During the Lantern Festival these moths gather around every candle in Lanternreach. One that ' +
        'follows you home is said to bring a year of good luck.',
      'Why players want one',
      [
        'More tokens from every festival activity.',
        'Marks hidden chests, which often hold outfit threads.',
        'Glows brighter as it levels up.',
      ],
    ),
  },
  {
    name: 'Ironhide Pangolin',
    summary: 'An armoured pangolin that curls up in front of its owner and lends the team defence.',
    rarity: 'UR',
    tags: ['combat', 'support'],
    attributes: [
      ['Passive', 'All allies gain 6% defence'],
      ['Skill', 'Shields the weakest ally once per battle'],
      ['Obtained', 'Northern Pass expeditions'],
      ['Favourite treat', 'Ant cakes'],
    ],
    heroes: ['brannoc-ashgrave', 'hale-pennick'],
    description: describe(
      'Wardens of the northern pass found the first pangolin curled up inside an empty helmet. It has ' +
        'been the gate’s unofficial mascot ever since.',
      'Battle use',
      [
        'A defence bonus for the whole team.',
        'Once per battle, curls up in front of the weakest ally to absorb a hit.',
        'A good pet for tank-heavy teams.',
      ],
    ),
  },
  {
    name: 'Inkcap Owl',
    summary: 'A scholarly owl with ink-black wings that speeds up study and steadies scholars in battle.',
    rarity: 'GR',
    tags: ['flying', 'support'],
    attributes: [
      ['Passive', 'Scholars gain 8% energy'],
      ['Skill', 'Academy study time −10%'],
      ['Obtained', 'The Sunken Archive, rare encounter'],
      ['Favourite treat', 'Dried beetles'],
    ],
    heroes: ['isembard-quill', 'ivo-tamsin'],
    description: describe(
      'Inkcap owls nest in the highest shelves of the Conclave library and are blamed for every missing ' +
        'book. Archivists pretend to be annoyed.',
      'What it brings',
      [
        'More energy for Scholars in battle.',
        'Shorter study times for heirs at the Academy.',
        'Rare: it appears only once a day in the Sunken Archive.',
      ],
    ),
  },
  {
    name: 'Mossback Tortoise',
    summary: 'A slow, patient tortoise with a garden on its shell that gathers herbs as it goes.',
    rarity: 'SR',
    tags: ['support', 'gathering'],
    attributes: [
      ['Passive', '+8% herbs from gathering'],
      ['Skill', 'Heals the team for 3% health every third turn'],
      ['Obtained', 'Verdant Terraces, pet nest'],
      ['Favourite treat', 'Clover'],
    ],
    heroes: ['pell-cardew'],
    description: describe(
      'Each tortoise carries its own tiny garden. Infirmary students take turns weeding them, and the ' +
        'tortoises seem to enjoy it.',
      'Uses',
      [
        'More herbs from every gathering trip.',
        'A small, steady heal in battle.',
        'Easy to raise: it eats anything green.',
      ],
    ),
  },
  {
    name: 'Saffron Fox Kit',
    summary: 'A golden fox cub that sneaks spices from the kitchen and bites enemies’ ankles in battle.',
    rarity: 'LR',
    tags: ['combat', 'event'],
    attributes: [
      ['Passive', 'All allies gain 8% attack'],
      ['Skill', 'Steals one buff from an enemy every four turns'],
      ['Obtained', 'Hearth Guild Cook-Off, grand prize'],
      ['Favourite treat', 'Saffron buns'],
    ],
    heroes: ['marguerite-saffron', 'clementine-dusk'],
    description: describe(
      'The royal kitchens once lost a whole sack of saffron. It was found a week later, half eaten, with ' +
        'a very pleased fox kit asleep on top.',
      'Why it is a top pet',
      [
        'An attack bonus for the whole team.',
        'Steals enemy buffs, which turns their support heroes against them.',
        'Only awarded at the Cook-Off, so it is a mark of a dedicated cook.',
      ],
    ),
  },
  {
    name: 'Dewdrop Otter',
    summary: 'A playful river otter that fishes up extra materials along canals and ponds.',
    rarity: 'SR',
    tags: ['aquatic', 'gathering'],
    attributes: [
      ['Passive', '+10% materials from water gathering spots'],
      ['Skill', 'Cleanses one debuff from an ally every four turns'],
      ['Obtained', 'Silverrun Canals, pet nest'],
      ['Favourite treat', 'River trout'],
    ],
    heroes: ['juniper-lark', 'nutmeg-parsons'],
    description: describe(
      'Dewdrop otters follow canal boats for scraps and will happily follow a player for the same reason.',
      'Good at',
      [
        'Extra materials from ponds, canals and wells.',
        'A cleanse that helps against poison teams.',
        'Cheering up the Bonfire: it juggles pebbles.',
      ],
    ),
  },
  {
    name: 'Canal Heron',
    summary: 'A tall grey heron that strikes from above and spots enemies in the back row.',
    rarity: 'SSR',
    tags: ['aquatic', 'flying'],
    attributes: [
      ['Passive', 'Allies deal 6% more damage to the back row'],
      ['Skill', 'Marks the enemy with the lowest health'],
      ['Obtained', 'Silverrun Canals, rare encounter'],
      ['Favourite treat', 'Minnows'],
    ],
    heroes: ['ysolde-ferrant'],
    description: describe(
      'Canal wardens and herons have an understanding: the wardens leave the herons their fish, and the ' +
        'herons warn the wardens of anyone sneaking along the water.',
      'In battle',
      [
        'More damage against the back row.',
        'Marks weak enemies so your team finishes them first.',
        'A strong choice for single-target teams.',
      ],
    ),
  },
  {
    name: 'Ember Salamander',
    summary: 'A small fire lizard that lives in lanterns and sets enemies alight.',
    rarity: 'UR',
    tags: ['combat', 'event'],
    attributes: [
      ['Passive', 'Burn damage +15%'],
      ['Skill', 'Burns all enemies for two turns at the start of battle'],
      ['Obtained', 'Starfall Trials, stage 8'],
      ['Favourite treat', 'Charcoal'],
    ],
    heroes: ['caspar-ember', 'celestine-harrow'],
    description: describe(
      'Lamplighters in Lanternreach sometimes find a salamander curled up inside a lantern, keeping the ' +
        'flame going all night without any oil.',
      'Battle use',
      [
        'Opens each battle by burning the whole enemy team.',
        'Makes every burn on your team hit harder.',
        'Natural partner for burn relics and gear.',
      ],
    ),
  },
  {
    name: 'Meadow Hedgehog',
    summary: 'A round little hedgehog that roots out mushrooms and truffles while you gather.',
    rarity: 'R',
    tags: ['gathering', 'support'],
    attributes: [
      ['Passive', '+5% mushrooms and truffles from gathering'],
      ['Skill', 'Raises one ally’s defence by 5% for two turns'],
      ['Obtained', 'Amberfall Orchards, pet nest'],
    ],
    heroes: ['tansy-greenhollow'],
    description: describe(
      'Every orchard in Amberfall has a resident hedgehog, and every orchard keeper claims theirs is the ' +
        'best truffle hunter in the kingdom.',
      'Why start with it',
      [
        'Easy to find and to raise.',
        'Truffles sell well and feed many recipes.',
        'A small defence buff in battle.',
      ],
    ),
  },
];
