import { type DatabaseEntrySeed, describe } from './entry.ts';

/** Steeds and stranger creatures to ride. */
export const MOUNTS: DatabaseEntrySeed[] = [
  {
    name: 'Gatewarden Destrier',
    summary: 'A massive armoured warhorse bred at the Iron Gate for wardens who ride to the front.',
    rarity: 'GR',
    tags: ['land', 'guild'],
    attributes: [
      ['Travel speed', '+40%'],
      ['Bonus', 'Guards gain 5% health'],
      ['Obtained', 'Guild shop, 3,000 Coliseum Laurels'],
      ['Stable level', '6'],
    ],
    heroes: ['aldric-thornveil', 'sera-vantmoor'],
    description: describe(
      'Destriers of the Iron Gate are trained to stand still while arrows fly and to charge only on a ' +
        'whistle. They are not fast, but nothing stops them.',
      'Highlights',
      [
        'A health bonus for every Guard on the team.',
        'Sturdy barding that changes colour with your guild banner.',
        'Earned with Coliseum Laurels, so it marks an active guild member.',
      ],
    ),
  },
  {
    name: 'Skylark Griffin',
    summary: 'A swift golden griffin that soars over the map and lets its rider skip travel entirely.',
    rarity: 'LR',
    tags: ['flying', 'event'],
    attributes: [
      ['Travel speed', '+80%'],
      ['Skill', 'Fast travel to any unlocked region once an hour'],
      ['Bonus', 'Single-target heroes gain 6% critical damage'],
      ['Obtained', 'Moonrise Pageant, grand prize'],
    ],
    heroes: ['kestrel-dunhallow'],
    description: describe(
      'Griffins nest on the cliffs above the Northern Pass and choose their riders themselves. A griffin ' +
        'that lands beside you at the Moonrise Pageant is an honour few nobles receive.',
      'Why it is the prize mount',
      [
        'The fastest travel speed in the game.',
        'Hourly fast travel to any region you have unlocked.',
        'A critical damage bonus for single-target fighters.',
      ],
    ),
  },
  {
    name: 'Canal Swan Barge',
    summary: 'An elegant swan-prowed boat drawn by two white swans along the canals of Silverrun.',
    rarity: 'SSR',
    tags: ['water', 'shop'],
    attributes: [
      ['Travel speed', '+35% on water'],
      ['Bonus', 'Banquet guests +1'],
      ['Obtained', 'Royal shop, 1,200 Royal Summons Seals'],
    ],
    heroes: ['liora-candlewick', 'rowan-ellory'],
    description: describe(
      'Nobles of Lanternreach hold floating parties on these barges during the summer. Guests bring ' +
        'lanterns; the swans bring opinions.',
      'What it offers',
      [
        'Fast travel along canals and rivers.',
        'One extra guest at your banquets.',
        'A popular mount for photographs at the Lantern Festival.',
      ],
    ),
  },
  {
    name: 'Orchard Pony',
    summary: 'A sturdy little pony from the orchards of Amberfall, every new noble’s first mount.',
    rarity: 'R',
    tags: ['land', 'shop'],
    attributes: [
      ['Travel speed', '+15%'],
      ['Bonus', '+5% fruit from gathering'],
      ['Obtained', 'Stable master, 5,000 gold'],
      ['Stable level', '1'],
    ],
    heroes: ['tansy-greenhollow', 'quince-avery'],
    description: describe(
      'Orchard ponies carry apples to market every autumn and know the roads of Amberfall better than ' +
        'any map.',
      'Good to know',
      [
        'Cheap and available from the start.',
        'More fruit when gathering in the orchards.',
        'Can be upgraded with saddle polish like any other mount.',
      ],
    ),
  },
  {
    name: 'Starlit Stag',
    summary: 'A silver stag whose antlers hold tiny stars; scholars ride it to observe the night sky.',
    rarity: 'UR',
    tags: ['land', 'event'],
    attributes: [
      ['Travel speed', '+50%'],
      ['Bonus', 'Scholars gain 6% energy'],
      ['Obtained', 'Starfall Trials, season reward'],
    ],
    heroes: ['celestine-harrow', 'lisette-arden'],
    description: describe(
      'The stags appear in the Verdant Terraces only on nights of falling stars, and follow whoever ' +
        'watches the sky the longest.',
      'Why scholars ride it',
      [
        'An energy bonus for Scholar teams.',
        'Its antlers light the way in dark dungeons.',
        'A season reward: it returns once a year.',
      ],
    ),
  },
  {
    name: 'Marsh Strider',
    summary: 'A long-legged wading bird that crosses fens and shallows without slowing down.',
    rarity: 'SR',
    tags: ['water', 'guild'],
    attributes: [
      ['Travel speed', '+25%, no slowdown in marshes'],
      ['Bonus', 'Doctors gain 4% healing done'],
      ['Obtained', 'Guild shop, 900 Bonfire Embers'],
    ],
    heroes: ['mirelle-sandrow', 'osric-fenn'],
    description: describe(
      'Apothecaries of Duskmoor ride striders between their huts in the fens. The birds are patient, ' +
        'sure-footed and very fond of frogs.',
      'Uses',
      [
        'The best mount for the Duskmoor Fens.',
        'A small healing bonus for Doctors.',
        'Bought with Bonfire Embers from the guild shop.',
      ],
    ),
  },
  {
    name: 'Copperwing Drake',
    summary: 'A small copper-scaled dragon, hot-tempered and quick, favoured by guild war captains.',
    rarity: 'UR',
    tags: ['flying', 'guild'],
    attributes: [
      ['Travel speed', '+60%'],
      ['Bonus', 'Area damage +5%'],
      ['Obtained', 'Guild Coliseum, season top 10 guilds'],
    ],
    heroes: ['gideon-marrowfield', 'maelis-corvane'],
    description: describe(
      'Drakes hatch in the warm vents beneath the Coliseum. Each season the strongest guilds are allowed ' +
        'to adopt one, and they are hard to keep out of the kitchens.',
      'Highlights',
      [
        'Fast flight over every region.',
        'An area damage bonus for the whole team.',
        'Only the top guilds earn one each season.',
      ],
    ),
  },
  {
    name: 'Moonmoth Palanquin',
    summary: 'A silk litter carried by giant pale moths, floating gently over crowds and canals alike.',
    rarity: 'SSR',
    tags: ['flying', 'shop'],
    attributes: [
      ['Travel speed', '+30%'],
      ['Bonus', 'Support heroes gain 5% health'],
      ['Obtained', 'Royal shop, 1,000 Royal Summons Seals'],
    ],
    heroes: ['isembard-quill'],
    description: describe(
      'Court officials travel by palanquin on formal occasions. The moths are gentle, but they do drift ' +
        'towards any bright window.',
      'What it offers',
      [
        'A comfortable, steady ride over water and land.',
        'A health bonus for Support heroes.',
        'Looks splendid in the Moonrise Pageant parade.',
      ],
    ),
  },
];
