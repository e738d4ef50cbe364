import { type DatabaseEntrySeed, describe } from './entry.ts';

/** Ancient artefacts with lasting effects. */
export const RELICS: DatabaseEntrySeed[] = [
  {
    name: 'Starfall Orrery',
    summary: 'A brass model of the heavens whose turning rings charge a scholar’s energy each round.',
    rarity: 'LR',
    tags: ['offence', 'energy'],
    attributes: [
      ['Effect', 'All allies gain 12 energy at the start of each round'],
      ['Attack', '+8% for Scholars'],
      ['Drops from', 'Starfall Trials, final stage'],
      ['Attunement', 'Level 60'],
    ],
    heroes: ['cassian-vellory', 'celestine-harrow'],
    description: describe(
      'The Orrery stood in the Conclave’s observatory for three centuries before a night of falling ' +
        'stars set its rings spinning on their own. They have not stopped since.',
      'What it does',
      [
        '<strong>Turning Heavens</strong>: every ally gains 12 energy at the start of each round.',
        'Scholars also gain 8% attack while it is equipped.',
        'Brings the first ultimate of a battle forward by a full turn for most teams.',
      ],
      'Tip: it is best on a team with two or more ultimates that end fights, such as area damage dealers.',
    ),
  },
  {
    name: 'Oathstone of the Iron Gate',
    summary: 'A fragment of the gate’s keystone that lets the front row share the damage they take.',
    rarity: 'GR',
    tags: ['defence', 'guild'],
    attributes: [
      ['Effect', 'Front-row allies share 25% of the damage they take'],
      ['Defence', '+10% for Guards'],
      ['Earned from', 'Guild shop, 2,400 Coliseum Laurels'],
      ['Attunement', 'Level 45'],
    ],
    heroes: ['aldric-thornveil', 'brannoc-ashgrave', 'oriane-blackwell'],
    description: describe(
      'When the Iron Gate was rebuilt, the old keystone was broken into pieces and given to the houses ' +
        'that had defended it. The pieces are said to remember the oath.',
      'Why guilds save for it',
      [
        'Spreads burst damage across the front row, so no single tank falls early.',
        'Stacks well with taunts: the taunting Guard never takes the full blow.',
        'Bought with Coliseum Laurels, so active guild members earn it fastest.',
      ],
    ),
  },
  {
    name: 'Evergreen Chalice',
    summary: 'A living cup of woven vine; whatever is poured into it heals those who drink.',
    rarity: 'LR',
    tags: ['healing', 'event'],
    attributes: [
      ['Effect', 'Heals all allies for 6% of their health every turn'],
      ['Healing done', '+10% for Doctors'],
      ['Earned from', 'Harvest Banquet Week, event shop'],
      ['Attunement', 'Level 60'],
    ],
    heroes: ['elowen-marchbank', 'fennick-salvay'],
    description: describe(
      'The Chalice grows a new leaf every spring. The Infirmary keeps it in the herb garden, where the ' +
        'gardeners water it as carefully as any rare plant.',
      'Effects',
      [
        'Steady healing of 6% of each ally’s health per turn.',
        'Makes Doctors’ heals 10% stronger.',
        'Returns only during Harvest Banquet Week, so plan your event tokens.',
      ],
    ),
  },
  {
    name: 'Hourglass of Quiet Hours',
    summary: 'Sand that falls upward; enemies near it find their skills come slower.',
    rarity: 'UR',
    tags: ['control', 'energy'],
    attributes: [
      ['Effect', 'Enemies gain 15% less energy'],
      ['Control duration', '+1 turn on the first control skill each battle'],
      ['Drops from', 'The Sunken Archive, reading room'],
      ['Attunement', 'Level 50'],
    ],
    heroes: ['thessaly-moorcroft', 'amaryn-solace'],
    description: describe(
      'Librarians once used the hourglass to time reading hours in the Archive. Since the Archive ' +
        'sank, the sand runs backwards, and whoever holds it feels time slow for everyone else.',
      'In battle',
      [
        'Slows the enemy’s energy, delaying their ultimates.',
        'Extends the first control skill of each battle by one turn.',
        'Strongest on control teams that lock down the enemy early.',
      ],
    ),
  },
  {
    name: 'Banquet Bell of Accord',
    summary: 'The bell that opens royal banquets; its chime raises the whole team’s spirits and attack.',
    rarity: 'UR',
    tags: ['offence', 'event'],
    attributes: [
      ['Effect', 'All allies gain 10% attack for the first three turns'],
      ['Bonus', 'Gourmet skills cost 10% less energy'],
      ['Earned from', 'Hearth Guild Cook-Off, milestone rewards'],
      ['Attunement', 'Level 50'],
    ],
    heroes: ['marguerite-saffron', 'idony-marchpane'],
    description: describe(
      'A silver bell engraved with the crests of the four great houses. It is rung once when a feud is ' +
        'settled over dinner, and once more when dessert arrives.',
      'What it brings',
      [
        'An opening attack boost for the whole team.',
        'Cheaper skills for Gourmets, who cast more often.',
        'A favourite for short fights in the Guild Coliseum.',
      ],
    ),
  },
  {
    name: 'Cartographer’s Lodestone',
    summary: 'A magnetised stone that always points at the weakest enemy and steers area damage there.',
    rarity: 'SSR',
    tags: ['control', 'tower'],
    attributes: [
      ['Effect', 'Area skills deal 15% more to the enemy with the lowest health'],
      ['Bonus', 'Displaced enemies lose 10% speed'],
      ['Drops from', 'Atlas Tower floors 61–80'],
      ['Attunement', 'Level 40'],
    ],
    heroes: ['lisette-arden', 'gideon-marrowfield'],
    description: describe(
      'Mapmakers of the Conclave use lodestones to keep their bearings underground. This one points ' +
        'at weakness instead of north, which makes it useless for maps and excellent for battles.',
      'Uses',
      [
        'Finishes off wounded enemies with area damage.',
        'Slows any enemy your team moves or swaps.',
        'A common drop in the upper tower, so it is easy to upgrade.',
      ],
    ),
  },
  {
    name: 'Warden’s Lantern',
    summary: 'A lantern that never goes out; allies within its light shrug off the first debuff.',
    rarity: 'SSR',
    tags: ['defence', 'tower'],
    attributes: [
      ['Effect', 'Each ally resists the first debuff of the battle'],
      ['Defence', '+6%'],
      ['Drops from', 'Atlas Tower floors 41–60'],
      ['Attunement', 'Level 35'],
    ],
    heroes: ['oriane-blackwell', 'rosalind-vey'],
    description: describe(
      'Night wardens of the northern pass hang these lanterns along the wall. Travellers say the light ' +
        'feels warmer than it should.',
      'Why it helps',
      [
        'Blocks the opening debuffs that control teams rely on.',
        'A small defence bonus for everyone.',
        'Cheap to attune, so it suits newer accounts too.',
      ],
    ),
  },
  {
    name: 'Marsh Lily Reliquary',
    summary: 'A glass case holding a lily from Duskmoor that soothes allies and lulls enemies.',
    rarity: 'SR',
    tags: ['healing', 'control'],
    attributes: [
      ['Effect', 'Sleep effects also heal allies for 3% of their health'],
      ['Healing done', '+5%'],
      ['Drops from', 'Duskmoor Fens, Lily Pools'],
    ],
    heroes: ['mirelle-sandrow', 'aurek-hollowmere'],
    description: describe(
      'The lilies of Duskmoor only open at dusk. Sealed in glass, this one has stayed open for years, ' +
        'and its scent makes everyone nearby drowsy and calm.',
      'Effects',
      [
        'Each sleep your team applies also heals your allies a little.',
        'A modest healing bonus on top.',
        'Drops often in the Fens, so it is a good first relic for Doctor teams.',
      ],
    ),
  },
  {
    name: 'Ember Pepper Mill',
    summary: 'A pepper mill that grinds coals instead of peppercorns, adding burn to every strike.',
    rarity: 'SR',
    tags: ['offence', 'guild'],
    attributes: [
      ['Effect', '20% chance for attacks to burn for two turns'],
      ['Attack', '+5%'],
      ['Earned from', 'Guild Bonfire, weekly chest'],
    ],
    heroes: ['fabian-peppercorn', 'caspar-ember'],
    description: describe(
      'A Hearth Guild prank gone wrong: someone filled a mill with embers from the guild bonfire, and ' +
        'the mill liked it. It has refused peppercorns ever since.',
      'How to use it',
      [
        'Adds burn to the attacks of damage dealers.',
        'Combines with skills that deal more to burning targets.',
        'Earned from the Bonfire chest, so every guild member can get one.',
      ],
    ),
  },
];
