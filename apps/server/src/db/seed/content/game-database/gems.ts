import { type DatabaseEntrySeed, describe } from './entry.ts';

/** Cut stones that slot into gear. */
export const GEMS: DatabaseEntrySeed[] = [
  {
    name: 'Dawnheart Ruby',
    summary: 'A deep red stone that sharpens attack and critical strikes for single-target fighters.',
    rarity: 'GR',
    tags: ['attack', 'critical'],
    attributes: [
      ['Attack', '+9%'],
      ['Critical damage', '+12%'],
      ['Socket', 'Weapon'],
      ['Fusion', 'Three Dawnheart Rubies of tier 4'],
    ],
    heroes: ['kestrel-dunhallow', 'perrin-hollis'],
    description: describe(
      'Miners in the northern pass find Dawnheart Rubies only in seams that face the sunrise. Jewellers ' +
        'cut them with a steep crown so the stone flashes red at the slightest movement.',
      'Best for',
      [
        'Single-target damage dealers who already crit often.',
        'Weapon sockets, where its attack bonus is largest.',
        'Endgame builds: fuse lower tiers rather than buying them.',
      ],
    ),
  },
  {
    name: 'Ironvein Garnet',
    summary: 'A dark garnet threaded with iron that hardens armour against every kind of blow.',
    rarity: 'SSR',
    tags: ['defence', 'fusion'],
    attributes: [
      ['Defence', '+7%'],
      ['Block chance', '+3%'],
      ['Socket', 'Body'],
      ['Fusion', 'Three Ironvein Garnets of tier 3'],
    ],
    heroes: ['tobin-grael', 'pell-cardew'],
    description: describe(
      'Iron veins run through these garnets like roots. They are heavy for their size, and smiths at the ' +
        'Iron Gate set them into breastplates rather than rings.',
      'Why tanks use it',
      [
        'Flat defence and a little block chance on the body slot.',
        'Fuses cheaply, so it is easy to bring to a high tier.',
        'A sensible gem for any front-row hero.',
      ],
    ),
  },
  {
    name: 'Tidewhisper Sapphire',
    summary: 'A pale blue sapphire that hums like running water and quickens its bearer’s turns.',
    rarity: 'UR',
    tags: ['speed', 'fusion'],
    attributes: [
      ['Speed', '+6%'],
      ['Energy gain', '+5%'],
      ['Socket', 'Trinket'],
      ['Fusion', 'Three Tidewhisper Sapphires of tier 4'],
    ],
    heroes: ['ysolde-ferrant', 'thessaly-moorcroft'],
    description: describe(
      'Canal divers bring these stones up from the riverbed beneath Silverrun. Held to the ear, they ' +
        'sound like the current they were found in.',
      'What it gives',
      [
        'Speed, so control heroes act before the enemy does.',
        'A little energy gain on top.',
        'A favourite for arena teams where going first decides the fight.',
      ],
    ),
  },
  {
    name: 'Verdant Peridot',
    summary: 'A soft green gem that adds health and makes healing received a little stronger.',
    rarity: 'SR',
    tags: ['health', 'fusion'],
    attributes: [
      ['Health', '+6%'],
      ['Healing received', '+4%'],
      ['Socket', 'Any'],
      ['Found in', 'Verdant Terraces gathering spots'],
    ],
    heroes: ['bryony-tallow', 'juniper-lark'],
    description: describe(
      'Peridots turn up in the soil of the Verdant Terraces, where the Infirmary grows its herbs. ' +
        'Gardeners keep a jar of them by the gate for anyone who needs one.',
      'Good to know',
      [
        'Fits any socket, so it is a flexible early gem.',
        'Helps every hero, but healers benefit twice from the healing bonus.',
        'Fuse three into a higher tier once you have spares.',
      ],
    ),
  },
  {
    name: 'Starlit Opal',
    summary: 'A rare opal with a night sky inside it that strengthens attack, health and speed together.',
    rarity: 'LR',
    tags: ['attack', 'health', 'speed'],
    attributes: [
      ['Attack', '+5%'],
      ['Health', '+5%'],
      ['Speed', '+3%'],
      ['Socket', 'Any'],
      ['Earned from', 'Starfall Trials, season rewards'],
    ],
    heroes: ['cassian-vellory', 'elowen-marchbank'],
    description: describe(
      'Only a handful of Starlit Opals exist on any server. Astronomers insist the constellations inside ' +
        'are real and shift with the seasons.',
      'Why it is prized',
      [
        'Three stats at once, fitting any hero and any slot.',
        'Cannot be fused or bought, only earned from season rewards.',
        'Usually goes to a team’s most important hero.',
      ],
    ),
  },
  {
    name: 'Hearthfire Topaz',
    summary: 'A smouldering orange topaz that makes critical hits burn hotter.',
    rarity: 'SSR',
    tags: ['critical', 'attack'],
    attributes: [
      ['Critical rate', '+5%'],
      ['Attack', '+4%'],
      ['Socket', 'Weapon'],
      ['Earned from', 'Guild Bonfire, weekly chest'],
    ],
    heroes: ['caspar-ember', 'fabian-peppercorn'],
    description: describe(
      'Stones left overnight in the guild bonfire sometimes come out as topaz. Cooks of the Hearth Guild ' +
        'claim the best ones come from fires fed with cinnamon bark.',
      'Who wants it',
      [
        'Damage dealers who rely on critical hits.',
        'Gourmet burst teams in the Cook-Off.',
        'Anyone short of critical rate before the endgame.',
      ],
    ),
  },
  {
    name: 'Moonwell Pearl',
    summary: 'A pearl from the moonlit wells of Duskmoor that strengthens both defence and healing received.',
    rarity: 'UR',
    tags: ['health', 'defence'],
    attributes: [
      ['Defence', '+4%'],
      ['Healing received', '+8%'],
      ['Socket', 'Body'],
      ['Drops from', 'Duskmoor Fens, Moonwell'],
    ],
    heroes: ['rosalind-vey', 'mirelle-sandrow'],
    description: describe(
      'The Moonwell glows faintly on clear nights, and divers who go down after it sometimes return with ' +
        'a pearl. Doctors say a pearl on the bedside table helps patients sleep.',
      'Strengths',
      [
        'Makes sturdy heroes far harder to bring down with steady healing.',
        'Ideal for hybrid tank-healers.',
        'Drops in the Fens, where many Doctor relics also come from.',
      ],
    ),
  },
  {
    name: 'Quicksilver Spinel',
    summary: 'A small, restless stone that adds speed and a little critical rate to newer heroes.',
    rarity: 'R',
    tags: ['speed', 'critical'],
    attributes: [
      ['Speed', '+2%'],
      ['Critical rate', '+2%'],
      ['Socket', 'Any'],
      ['Bought from', 'Pipkin the Pedlar, 400 gold'],
    ],
    heroes: ['wren-ostley', 'quince-avery'],
    description: describe(
      'Spinels roll off the table if you put them down on anything that is not perfectly flat. Pedlars ' +
        'sell them by the handful.',
      'When to use it',
      [
        'Early in the game, before better gems drop.',
        'As fusion fodder: three make a tier 2 spinel.',
        'On fast heroes who need a small push to act first.',
      ],
    ),
  },
  {
    name: 'Amber Tear',
    summary: 'A drop of orchard amber with a seed inside that slowly toughens its bearer.',
    rarity: 'SR',
    tags: ['defence', 'fusion'],
    attributes: [
      ['Defence', '+3%'],
      ['Health', '+2%'],
      ['Socket', 'Body'],
      ['Found in', 'Amberfall Orchards gathering spots'],
    ],
    heroes: ['hale-pennick', 'rolf-barleymead'],
    description: describe(
      'The old trees of Amberfall weep amber in late summer. Some drops harden around an apple seed, and ' +
        'those are the ones jewellers want.',
      'In short',
      [
        'A cheap defence gem for early tanks.',
        'Gathered in the orchards, no fighting required.',
        'Fuses into higher tiers alongside Ironvein Garnets in the workshop.',
      ],
    ),
  },
];
