import { type DatabaseEntrySeed, describe } from './entry.ts';

/** Weapons, armour and trinkets. */
export const GEAR: DatabaseEntrySeed[] = [
  {
    name: 'Thornveil Oathblade',
    summary:
      'A longsword forged for the wardens of the Iron Gate that hits harder the longer its bearer holds the line.',
    rarity: 'LR',
    tags: ['weapon', 'guard', 'pvp'],
    attributes: [
      ['Slot', 'Main hand'],
      ['Attack', '+1,280'],
      ['Defence', '+240'],
      ['Passive', '+4% damage each turn the bearer is not moved, up to 20%'],
      ['Drops from', 'Atlas Tower floors 91–100'],
    ],
    heroes: ['aldric-thornveil', 'sera-vantmoor'],
    description: describe(
      'Smiths of the northern pass quench each Oathblade in snowmelt drawn at the gate itself, and the ' +
        'steel keeps a faint frost along its fuller. It rewards a Guard who plants their feet and refuses to yield.',
      'Why wardens want it',
      [
        '<strong>Steadfast edge</strong>: every turn its bearer is neither pushed nor pulled adds 4% damage, up to 20%.',
        'A solid defence roll on a weapon, rare for the main hand slot.',
        'Pairs with taunting skills: enemies that swing at the bearer feed the stacks.',
      ],
      'Tip: in the Guild Coliseum, put the bearer in the front row next to a healer so the stacks never reset.',
    ),
  },
  {
    name: 'Bellforged Cuirass',
    summary: 'Heavy plate cast in a bell foundry; it rings when struck and shrugs off knock-backs.',
    rarity: 'GR',
    tags: ['armour', 'guard', 'tower'],
    attributes: [
      ['Slot', 'Body'],
      ['Defence', '+960'],
      ['Health', '+4,200'],
      ['Passive', 'Immune to knock-back while above 30% health'],
      ['Crafted at', 'Iron Gate Forge, workshop level 8'],
    ],
    heroes: ['brannoc-ashgrave', 'tobin-grael'],
    description: describe(
      'The foundry that casts the Lanternreach bells pours its last batch of bronze each winter into a ' +
        'handful of breastplates. They are loud, heavy and nearly impossible to move.',
      'Strengths',
      [
        'The largest health roll of any body armour below LR.',
        '<strong>Ringing Plate</strong>: cannot be knocked back while above 30% health.',
        'Counts towards the Iron Gate set for a further 8% defence.',
      ],
      'Its weight lowers speed by 3%, so fast teams usually prefer lighter armour.',
    ),
  },
  {
    name: 'Riverhook Halberd',
    summary: 'A canal-patrol polearm with a hooked blade for dragging foes out of formation.',
    rarity: 'UR',
    tags: ['weapon', 'guard'],
    attributes: [
      ['Slot', 'Main hand'],
      ['Attack', '+860'],
      ['Speed', '+3%'],
      ['Passive', 'Pull skills also lower the target’s defence by 10% for two turns'],
      ['Drops from', 'Silverrun Canals patrol chests'],
    ],
    heroes: ['ysolde-ferrant', 'gideon-marrowfield'],
    description: describe(
      'The canal wardens of Silverrun carry these halberds on night patrol. The hook was meant for ' +
        'fishing drunkards out of the water; in battle it fishes out the enemy’s back row instead.',
      'How it plays',
      [
        'Turns every pull into a defence break, so allies follow up harder.',
        'A small speed bonus helps the bearer act before the enemy carry.',
        'Works best with heroes who already move enemies around.',
      ],
    ),
  },
  {
    name: 'Comet-Script Quill',
    summary: 'A scholar’s quill whose ink glows like a comet tail and sharpens every area spell.',
    rarity: 'GR',
    tags: ['weapon', 'scholar'],
    attributes: [
      ['Slot', 'Main hand'],
      ['Attack', '+1,040'],
      ['Energy gain', '+8%'],
      ['Passive', 'Area skills deal 12% more damage to burning enemies'],
      ['Drops from', 'Starfall Trials, stage 12'],
    ],
    heroes: ['celestine-harrow', 'cassian-vellory'],
    description: describe(
      'Astronomers of the Quill Conclave write their star charts with these quills so the notes can ' +
        'be read in the dark. Anything written with one seems to hit a little harder.',
      'What it offers',
      [
        'Extra energy gain brings ultimate skills round a turn sooner.',
        '<strong>Tail of Light</strong>: area skills deal 12% more to burning targets.',
        'A natural match for heroes who set the whole enemy team alight.',
      ],
    ),
  },
  {
    name: 'Archivist’s Mantle',
    summary: 'A heavy robe lined with pockets for scrolls that protects its wearer from silence.',
    rarity: 'SSR',
    tags: ['armour', 'scholar'],
    attributes: [
      ['Slot', 'Body'],
      ['Defence', '+420'],
      ['Health', '+2,100'],
      ['Passive', 'Resists the first silence each battle'],
    ],
    heroes: ['isembard-quill', 'dorian-falk'],
    description: describe(
      'Every archivist of the Conclave receives a mantle on their first day. The old ones are patched ' +
        'so often that hardly a thread of the original remains.',
      'Good to know',
      [
        'Shrugs off the first silence, keeping a support’s key skill on schedule.',
        'Modest defence; pair it with a defence gem if your scholar sits in the front row.',
        'Can be bought from the Academy shop for 600 Quill Conclave Ink.',
      ],
    ),
  },
  {
    name: 'Apothecary’s Lancet',
    summary: 'A slim surgical blade that turns a doctor’s precise strikes into lingering poison.',
    rarity: 'SSR',
    tags: ['weapon', 'doctor', 'pvp'],
    attributes: [
      ['Slot', 'Main hand'],
      ['Attack', '+610'],
      ['Critical rate', '+6%'],
      ['Passive', 'Critical hits poison the target for two turns'],
      ['Drops from', 'Duskmoor Fens, the Apothecary’s Hut'],
    ],
    heroes: ['corwin-ashby'],
    description: describe(
      'The Verdant Infirmary forbids its doctors to carry weapons, so the braver ones carry lancets ' +
        'instead. The rule has never been changed, and no one has ever been disciplined.',
      'Highlights',
      [
        'Turns critical hits into poison that ticks for two turns.',
        'Strong in the arena, where poison slips past shields.',
        'Stacks with poisons from other skills.',
      ],
    ),
  },
  {
    name: 'Greenward Satchel',
    summary: 'A field medic’s bag of bandages and salves that makes every heal a little stronger.',
    rarity: 'SR',
    tags: ['trinket', 'doctor'],
    attributes: [
      ['Slot', 'Trinket'],
      ['Health', '+1,200'],
      ['Healing done', '+6%'],
      ['Crafted at', 'Verdant Infirmary, workshop level 3'],
    ],
    heroes: ['fennick-salvay', 'bryony-tallow', 'juniper-lark'],
    description: describe(
      'A sturdy leather satchel embroidered with the Infirmary’s green leaf. New doctors are told ' +
        'to keep it packed at all times, and most of them do.',
      'Who should carry it',
      [
        'Any healer before they earn a better trinket.',
        'Cheap to craft and to upgrade, so it stays useful for a long time.',
        'Its healing bonus applies to shields as well.',
      ],
    ),
  },
  {
    name: 'Copper Ladle of Plenty',
    summary: 'A banquet ladle that serves allies a helping of energy whenever its bearer heals.',
    rarity: 'UR',
    tags: ['weapon', 'gourmet', 'trinket'],
    attributes: [
      ['Slot', 'Main hand'],
      ['Attack', '+720'],
      ['Health', '+1,800'],
      ['Passive', 'Heals also grant the target 10 energy'],
      ['Earned from', 'Hearth Guild Cook-Off, top 100'],
    ],
    heroes: ['marguerite-saffron', 'idony-marchpane'],
    description: describe(
      'The Hearth Guild awards a copper ladle to the cooks who feed the most guests at the Cook-Off. ' +
        'Winners swear food served with it tastes better, and the numbers agree.',
      'Why it is sought after',
      [
        '<strong>Second Helping</strong>: every heal also gives the target 10 energy.',
        'Works as a weapon for Gourmets and counts as a trinket for set bonuses.',
        'Only handed out at events, so each server has few of them.',
      ],
    ),
  },
  {
    name: 'Hearthstone Apron',
    summary: 'A scorched kitchen apron that has seen so many fires it now turns blows aside.',
    rarity: 'SR',
    tags: ['armour', 'gourmet', 'tower'],
    attributes: [
      ['Slot', 'Body'],
      ['Defence', '+310'],
      ['Health', '+1,500'],
      ['Passive', 'Takes 10% less damage from burn'],
      ['Drops from', 'Atlas Tower floors 21–40'],
    ],
    heroes: ['basil-honeycutt', 'rolf-barleymead'],
    description: describe(
      'Stitched from canvas and sheets of hearthstone, the apron is heavier than it looks. Cooks of ' +
        'the Hearth Guild wear them to the front line as much as to the kitchen.',
      'In short',
      [
        'A reliable early armour for Gourmet tanks.',
        'Burn resistance helps in the Starfall Trials.',
        'Drops often in the lower tower, so spares are easy to find for upgrades.',
      ],
    ),
  },
  {
    name: 'Lantern Ward Charm',
    summary: 'A tin charm holding a lantern flame that wards off the first hit of every battle.',
    rarity: 'R',
    tags: ['trinket', 'pvp', 'tower'],
    attributes: [
      ['Slot', 'Trinket'],
      ['Defence', '+90'],
      ['Passive', 'Blocks the first single-target hit of each battle'],
      ['Bought from', 'Pipkin the Pedlar, 1,500 gold'],
    ],
    heroes: ['hale-pennick', 'wren-ostley'],
    description: describe(
      'Children in Lanternreach make these charms for the Lantern Festival. Most of them do nothing; ' +
        'a few, for reasons no scholar has explained, work remarkably well.',
      'When to use it',
      [
        'On a fragile damage dealer who is focused first in the arena.',
        'In the tower, where one blocked hit can decide a close floor.',
        'Swap it out once better trinkets drop: its stats stay small.',
      ],
    ),
  },
];
