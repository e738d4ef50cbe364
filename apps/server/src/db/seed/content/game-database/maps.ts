import { type DatabaseEntrySeed, describe } from './entry.ts';

/** The regions of the realm. */
export const MAPS: DatabaseEntrySeed[] = [
  {
    name: 'Lanternreach',
    summary:
      'The capital of Aurenvale: canals, lantern-lit streets, the royal court and every shop you need.',
    tags: ['city', 'beginner'],
    attributes: [
      ['Recommended level', '1+'],
      ['Region', 'Heartlands'],
      ['Found here', 'Royal court, Academy, banquet halls, markets'],
      ['Fast travel', 'Unlocked from the start'],
    ],
    heroes: ['isembard-quill', 'aldric-thornveil'],
    description: describe(
      'Lanternreach grew up around a bend in the river where the four great houses first met to sign ' +
        'the Accord. Its canals carry more traffic than its streets, and at night thousands of lanterns ' +
        'reflect in the water.',
      'Places to know',
      [
        '<strong>The Royal Court</strong>: daily audiences and story quests.',
        '<strong>The Academy</strong>: where heirs study and learn their talents.',
        '<strong>Market Row</strong>: Pipkin the Pedlar, the tailor and the gem cutters.',
        '<strong>The Banquet Halls</strong>: host and attend banquets for rewards.',
      ],
      'Every noble begins here, and most come back daily for the court and the markets.',
    ),
  },
  {
    name: 'Verdant Terraces',
    summary: 'Terraced herb gardens above the capital, home of the Infirmary and a gentle first region.',
    tags: ['region', 'beginner'],
    attributes: [
      ['Recommended level', '5–20'],
      ['Region', 'Heartlands'],
      ['Found here', 'Herbs, peridots, the Verdant Infirmary'],
      ['Monsters', 'Garden pests, thornbacks'],
    ],
    heroes: ['elowen-marchbank', 'juniper-lark'],
    description: describe(
      'The Terraces climb the hills east of Lanternreach in neat green steps. The Infirmary grows its ' +
        'medicinal herbs here, and its doctors are glad of any help keeping the pests away.',
      'What to do here',
      [
        'Gather herbs and peridots for early crafting.',
        'Take the daily Infirmary errands for gold and healing items.',
        'Find the Mossback Tortoise nest near the top terrace.',
      ],
    ),
  },
  {
    name: 'The Northern Pass',
    summary: 'A snowbound mountain pass guarded by the Iron Gate, where the hardest expeditions begin.',
    tags: ['region', 'endgame'],
    attributes: [
      ['Recommended level', '80–120'],
      ['Region', 'Frontier'],
      ['Found here', 'Iron Gate Forge, griffin cliffs, ore seams'],
      ['Monsters', 'Frost wolves, mountain trolls'],
    ],
    heroes: ['oriane-blackwell', 'tobin-grael'],
    description: describe(
      'The only road north runs through this pass, and the Iron Gate has stood across it for as long as ' +
        'Aurenvale has had a name. Beyond it, the weather and the monsters get worse with every mile.',
      'Highlights',
      [
        'Expeditions with the best ore and Dawnheart Ruby drops.',
        'The Iron Gate Forge, where the strongest Guard gear is made.',
        'Griffin cliffs, visited during the Moonrise Pageant.',
      ],
      'Bring a tank team: expeditions here punish fragile heroes.',
    ),
  },
  {
    name: 'Atlas Tower',
    summary: 'A hundred-floor tower of challenges with harder enemies and better rewards on every floor.',
    tags: ['dungeon', 'endgame'],
    attributes: [
      ['Recommended level', '20–150'],
      ['Floors', '100'],
      ['Found here', 'Tower Keys, Atlas Tower Caches, tower gear'],
      ['Resets', 'Every Monday'],
    ],
    heroes: ['cassian-vellory', 'sera-vantmoor'],
    description: describe(
      'Nobody agrees on who built the Atlas Tower, only that it is taller inside than outside. Each floor ' +
        'is a single battle, and each cleared floor stays cleared until the weekly reset.',
      'Milestones',
      [
        '<strong>Floors 1–20</strong>: a tutorial in team building.',
        '<strong>Floors 21–60</strong>: gear and relic drops worth farming.',
        '<strong>Floors 61–80</strong>: control and burst teams start to matter.',
        '<strong>Floors 81–100</strong>: the hardest fights in the game, with LR gear at the top.',
      ],
    ),
  },
  {
    name: 'Silverrun Canals',
    summary: 'The merchant quarter on the water, with floating markets, canal patrols and rare fish.',
    tags: ['city', 'region'],
    attributes: [
      ['Recommended level', '15–40'],
      ['Region', 'Heartlands'],
      ['Found here', 'Floating market, Tidewhisper Sapphires, otter and heron nests'],
      ['Fast travel', 'After the quest Ink in the Canal'],
    ],
    heroes: ['liora-candlewick', 'ysolde-ferrant'],
    description: describe(
      'Silverrun is the busiest part of the capital, built on a maze of canals that the wardens patrol ' +
        'day and night. Everything is for sale here, if you know which boat to ask.',
      'What to do here',
      [
        'Shop at the floating market, which changes its stock every six hours.',
        'Dive for Tidewhisper Sapphires along the riverbed.',
        'Help the canal wardens with patrol chests.',
      ],
    ),
  },
  {
    name: 'Duskmoor Fens',
    summary: 'Misty marshes of lilies and moonlit wells, home to apothecaries and sleepy monsters.',
    tags: ['region', 'dungeon'],
    attributes: [
      ['Recommended level', '40–70'],
      ['Region', 'Lowlands'],
      ['Found here', 'Marsh lilies, Moonwell pearls, the Apothecary’s Hut'],
      ['Monsters', 'Bog wisps, mire toads'],
    ],
    heroes: ['aurek-hollowmere', 'mirelle-sandrow'],
    description: describe(
      'The Fens are quiet, damp and always a little foggy. Travellers who stay too long tend to fall ' +
        'asleep; the apothecaries who live here brew the antidote by the barrel.',
      'Points of interest',
      [
        '<strong>Lily Pools</strong>: drop the Marsh Lily Reliquary.',
        '<strong>The Moonwell</strong>: dive for Moonwell Pearls at night.',
        '<strong>The Apothecary’s Hut</strong>: a short dungeon with Doctor gear.',
      ],
      'Bring a cleanse: sleep effects are everywhere here.',
    ),
  },
  {
    name: 'Guild Coliseum',
    summary: 'The great arena where guilds meet each week in bracketed team battles.',
    tags: ['guild', 'endgame'],
    attributes: [
      ['Recommended level', '60+'],
      ['Open', 'Friday to Sunday'],
      ['Found here', 'Coliseum Laurels, guild rankings'],
      ['Team size', 'Five heroes per member'],
    ],
    heroes: ['gideon-marrowfield', 'basil-honeycutt'],
    description: describe(
      'The Coliseum was a grain market before the guilds took it over. The old weighing scales still ' +
        'hang over the arena floor, and the crowd still shouts as if prices were at stake.',
      'How it works',
      [
        'Guilds are placed in brackets by strength each Friday.',
        'Every member fights with one team; wins earn Coliseum Laurels.',
        'The top guilds of each season can adopt a Copperwing Drake.',
      ],
    ),
  },
  {
    name: 'Amberfall Orchards',
    summary: 'Rolling orchards of apple and pear trees where new nobles gather fruit and amber.',
    tags: ['region', 'beginner'],
    attributes: [
      ['Recommended level', '1–15'],
      ['Region', 'Heartlands'],
      ['Found here', 'Fruit, Amber Tears, the Orchard Pony stables'],
      ['Monsters', 'Wasps, apple thieves'],
    ],
    heroes: ['quince-avery', 'nutmeg-parsons'],
    description: describe(
      'Amberfall supplies half the kingdom’s fruit and all of its cider. The orchard keepers are ' +
        'friendly, if suspicious of anyone carrying an empty basket.',
      'What to do here',
      [
        'Gather fruit and Amber Tears for early recipes and gems.',
        'Buy your first mount, the Orchard Pony.',
        'Help with the harvest during Harvest Banquet Week.',
      ],
    ),
  },
  {
    name: 'The Sunken Archive',
    summary:
      'The Conclave’s old library, half under water, full of lost books and guardians that never sleep.',
    tags: ['dungeon', 'guild'],
    attributes: [
      ['Recommended level', '70–110'],
      ['Party', 'Up to four guild members'],
      ['Found here', 'Hourglass of Quiet Hours, skill manuals, the Inkcap Owl'],
      ['Resets', 'Daily'],
    ],
    heroes: ['thessaly-moorcroft', 'lisette-arden'],
    description: describe(
      'When the river changed course a century ago, the Conclave’s oldest library went under. The ' +
        'archivists moved what they could; the rest is still there, guarded by animated bookshelves.',
      'Sections',
      [
        '<strong>The Reading Room</strong>: control-heavy fights and the Hourglass relic.',
        '<strong>The Stacks</strong>: skill manuals and codices.',
        '<strong>The Drowned Index</strong>: the final guardian, beaten only with a guild party.',
      ],
    ),
  },
];
