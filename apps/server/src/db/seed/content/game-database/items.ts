import { type DatabaseEntrySeed, describe } from './entry.ts';

/** Materials, consumables and chests: more than one page of the category on purpose. */
export const ITEMS: DatabaseEntrySeed[] = [
  {
    name: 'Summoning Quill',
    summary: 'Signs one invitation to a hero of any house; the everyday way to recruit.',
    rarity: 'SSR',
    tags: ['consumable', 'currency'],
    attributes: [
      ['Use', 'One summon on any standard banner'],
      ['Stacks to', '999'],
      ['Sources', 'Daily court audience, events, Atlas Tower Caches'],
    ],
    heroes: ['isembard-quill', 'dorian-falk'],
    description: describe(
      'Every recruitment letter at court must be signed with a Summoning Quill. The Conclave makes them ' +
        'in batches and they never last as long as anyone hopes.',
      'Where to get them',
      ['One a day from the court audience.', 'Atlas Tower Caches every ten floors.', 'Most event shops.'],
    ),
  },
  {
    name: 'Royal Summons Seal',
    summary: 'A wax seal from the crown that summons on featured banners and buys royal shop items.',
    rarity: 'UR',
    tags: ['currency', 'consumable'],
    attributes: [
      ['Use', 'Featured banner summons, royal shop'],
      ['Stacks to', '9,999'],
      ['Sources', 'Story chapters, achievements, Moonrise Pageant'],
    ],
    heroes: ['aldric-thornveil', 'marguerite-saffron'],
    description: describe(
      'A letter sealed with the crown’s wax is an invitation few heroes refuse. The seals are rare, and ' +
        'wise nobles save them for heroes they truly want.',
      'Spending tips',
      [
        'Save them for featured banners with an LR hero.',
        'The royal shop sells mounts such as the Canal Swan Barge for seals.',
        'Never spend them on standard banners: Summoning Quills do that job.',
      ],
    ),
  },
  {
    name: 'Hero Shard Pouch',
    summary: 'A small pouch holding shards of a random hero, used for ascension.',
    rarity: 'SR',
    tags: ['chest', 'upgrade'],
    attributes: [
      ['Contains', '5–10 shards of one random hero'],
      ['Sources', 'Expeditions, Bonfire chests'],
      ['Used for', 'Hero Ascension'],
    ],
    heroes: ['kestrel-dunhallow', 'wren-ostley'],
    description: describe(
      'Shards are memories of a hero’s past deeds, kept in little pouches by the court archivists. ' +
        'Gather enough and the hero grows stronger.',
      'Good to know',
      [
        'The hero inside is random, weighted towards lower rarities.',
        'Open them when you need shards, not before: they stack.',
        'Duplicate shards can be traded at the Academy.',
      ],
    ),
  },
  {
    name: 'Starlight Essence',
    summary: 'Bottled starlight collected during the Starfall Trials, needed for high ascension.',
    rarity: 'UR',
    tags: ['material', 'upgrade'],
    attributes: [
      ['Used for', 'Ascension stars 4–5, Marchpane Starlight Tart'],
      ['Stacks to', '999'],
      ['Sources', 'Starfall Trials, The Comet’s Footnote'],
    ],
    heroes: ['celestine-harrow', 'cassian-vellory'],
    description: describe(
      'On nights of falling stars, Conclave astronomers set out jars on the observatory roof. By ' +
        'morning a few hold a faint, cold glow.',
      'Uses',
      [
        'Ascending heroes to four and five stars.',
        'Baking the Marchpane Starlight Tart.',
        'Trading at the Starfall Trials shop.',
      ],
    ),
  },
  {
    name: 'Iron Gate Ingot',
    summary: 'A bar of northern iron used to craft and upgrade Guard gear at the forge.',
    rarity: 'SR',
    tags: ['material', 'upgrade'],
    attributes: [
      ['Used for', 'Crafting and upgrading armour and weapons'],
      ['Stacks to', '9,999'],
      ['Sources', 'Northern Pass expeditions, guild shop'],
    ],
    heroes: ['brannoc-ashgrave', 'tobin-grael'],
    description: describe(
      'Ore from the Northern Pass is smelted at the Iron Gate Forge into these heavy grey ingots. ' +
        'Smiths say northern iron holds an edge twice as long.',
      'Uses',
      [
        'Every piece of Iron Gate gear needs them.',
        'Upgrading armour past level 20.',
        'The Bellforged Cuirass alone takes forty.',
      ],
    ),
  },
  {
    name: 'Quill Conclave Ink',
    summary: 'Ink brewed by the Conclave, used for Scholar gear and as Academy shop currency.',
    rarity: 'SR',
    tags: ['material', 'currency'],
    attributes: [
      ['Used for', 'Scholar gear, Academy shop'],
      ['Stacks to', '9,999'],
      ['Sources', 'Sunken Archive, Ink in the Canal'],
    ],
    heroes: ['ivo-tamsin', 'amaryn-solace'],
    description: describe(
      'The Conclave guards its ink recipe more closely than its secrets. Some say the ink is the secret.',
      'Uses',
      [
        'Buying the Archivist’s Mantle and other Academy shop items.',
        'Crafting quills and tomes for Scholars.',
        'A fine way to dye a canal black, if you are Ivo Tamsin.',
      ],
    ),
  },
  {
    name: 'Infirmary Herb Bundle',
    summary: 'A bundle of dried medicinal herbs used in healing recipes and Doctor gear.',
    rarity: 'R',
    tags: ['material', 'consumable'],
    attributes: [
      ['Used for', 'Healing recipes, Doctor crafting'],
      ['Use', 'Heals one hero for 10% outside battle'],
      ['Sources', 'Herbs for the Infirmary, Verdant Terraces'],
    ],
    heroes: ['juniper-lark', 'bryony-tallow'],
    description: describe(
      'Bundles of sage, mint and feverfew, tied with the Infirmary’s green string and hung to dry in ' +
        'the rafters.',
      'Uses',
      [
        'An ingredient in most healing recipes.',
        'Crafting the Greenward Satchel.',
        'A quick heal in a pinch.',
      ],
    ),
  },
  {
    name: 'Hearth Guild Spice Tin',
    summary: 'A tin of the Hearth Guild’s spice blend, the secret behind the best recipes.',
    rarity: 'R',
    tags: ['material', 'guild'],
    attributes: [
      ['Used for', 'Higher-quality recipes'],
      ['Stacks to', '999'],
      ['Sources', 'Guild shop, A Recipe Lost at Sea'],
    ],
    heroes: ['fabian-peppercorn', 'nutmeg-parsons'],
    description: describe(
      'Every Hearth Guild cook keeps a tin in their apron. The blend differs from kitchen to kitchen, ' +
        'and arguments about it have ended friendships.',
      'Uses',
      [
        'Needed for Saffron Accord Stew and Peppercorn Firebroth.',
        'Raises recipe quality when added to any dish.',
        'Bought from the guild shop with Bonfire Embers.',
      ],
    ),
  },
  {
    name: 'Energy Tonic',
    summary: 'A fizzy tonic that gives one hero 20 energy at the start of the next battle.',
    rarity: 'R',
    tags: ['consumable', 'tower'],
    attributes: [
      ['Effect', '+20 energy for one hero, next battle'],
      ['Stacks to', '999'],
      ['Sources', 'Pipkin the Pedlar, daily quests'],
    ],
    heroes: ['dorian-falk'],
    description: describe(
      'Apothecaries of Duskmoor bottle this tonic by the crate. It tastes of lemons and regret.',
      'When to use it',
      [
        'Before a tower boss, on the hero with the deciding ultimate.',
        'In Coliseum defence teams, where the first turn matters.',
        'Not in quick fights: the effect is wasted.',
      ],
    ),
  },
  {
    name: 'Greater Energy Tonic',
    summary: 'A stronger tonic that gives the whole team 15 energy at the start of the next battle.',
    rarity: 'SR',
    tags: ['consumable', 'tower'],
    attributes: [
      ['Effect', '+15 energy for every hero, next battle'],
      ['Stacks to', '999'],
      ['Sources', 'Atlas Tower floors 41–60, event shops'],
    ],
    heroes: ['dorian-falk', 'rowan-ellory'],
    description: describe(
      'The greater tonic is brewed with Starlight Essence, which gives it a faint glow and a much ' +
        'stronger kick.',
      'Best used',
      [
        'On tower floors where the enemy strikes first.',
        'With the Starfall Orrery for a very early ultimate.',
        'Sparingly: they are hard to come by.',
      ],
    ),
  },
  {
    name: 'Stamina Biscuit',
    summary: 'A hard ship’s biscuit that restores 30 stamina for expeditions and quests.',
    rarity: 'R',
    tags: ['consumable', 'event'],
    attributes: [
      ['Effect', 'Restores 30 stamina'],
      ['Stacks to', '999'],
      ['Sources', 'Daily login, banquets, Pipkin the Pedlar'],
    ],
    heroes: ['rolf-barleymead', 'hale-pennick'],
    description: describe(
      'Rolf Barleymead bakes these to a recipe from his sailor grandfather. They keep forever, mostly ' +
        'because nobody can bite through them.',
      'Tips',
      [
        'Save them for event days, when stamina is worth the most.',
        'Dip in Candlewick Mulled Cider to make them edible.',
        'A stack of twenty is a good reserve.',
      ],
    ),
  },
  {
    name: 'Gold Coin Purse',
    summary: 'A leather purse full of gold coins, opened for a random amount of gold.',
    rarity: 'R',
    tags: ['chest', 'currency'],
    attributes: [
      ['Contains', '5,000–20,000 gold'],
      ['Sources', 'Expeditions, side quests'],
      ['Stacks to', '999'],
    ],
    heroes: ['nutmeg-parsons'],
    description: describe(
      'Nobles give each other purses at banquets as a sign of goodwill. The amount inside is a sign of ' +
        'how much goodwill.',
      'Good to know',
      [
        'Open purses only when you need gold: they stack.',
        'The amount scales with your manor level.',
        'Old Tam’s side quests pay out in purses.',
      ],
    ),
  },
  {
    name: 'Silver Lantern Token',
    summary: 'The Lantern Festival’s token, spent in the festival shop before it closes.',
    rarity: 'SSR',
    tags: ['currency', 'event'],
    attributes: [
      ['Used for', 'Lantern Festival shop'],
      ['Expires', 'When the festival ends'],
      ['Sources', 'The Lantern Festival Errands, festival activities'],
    ],
    heroes: ['liora-candlewick'],
    description: describe(
      'Stamped with a tiny lantern on one side and the crown on the other. Children collect them long ' +
        'after the festival is over.',
      'Spend them on',
      [
        'A Lanternwing Moth egg.',
        'Festival outfits from Madame Orlaith.',
        'Festival Lantern Crates with event rewards.',
      ],
    ),
  },
  {
    name: 'Moonrise Ribbon',
    summary: 'A silver ribbon awarded at the Moonrise Pageant, traded for pageant rewards.',
    rarity: 'SR',
    tags: ['event', 'currency'],
    attributes: [
      ['Used for', 'Moonrise Pageant shop'],
      ['Expires', 'After the pageant weekend'],
      ['Sources', 'Pageant of the Moonrise'],
    ],
    heroes: ['clementine-dusk', 'kestrel-dunhallow'],
    description: describe(
      'Judges pin a ribbon on every noble who impresses them. The best-dressed go home looking like ' +
        'a maypole.',
      'Spend them on',
      [
        'Pageant outfits and mount barding.',
        'Royal Summons Seals.',
        'A small chance at the Skylark Griffin.',
      ],
    ),
  },
  {
    name: 'Coliseum Laurel',
    summary: 'A laurel leaf of gilded bronze, earned in the Guild Coliseum and spent in the guild shop.',
    rarity: 'SSR',
    tags: ['guild', 'currency'],
    attributes: [
      ['Used for', 'Guild shop'],
      ['Weekly cap', '1,200'],
      ['Sources', 'Guild Coliseum wins, The Oath at the Iron Gate'],
    ],
    heroes: ['gideon-marrowfield', 'maelis-corvane'],
    description: describe(
      'Winners in the old grain market were crowned with laurels. The tradition stuck, though the ' +
        'leaves are bronze now and last longer.',
      'Spend them on',
      ['The Oathstone of the Iron Gate.', 'The Gatewarden Destrier.', 'Gems and ingots at fair prices.'],
    ),
  },
  {
    name: 'Bonfire Ember',
    summary: 'A glowing ember from the guild bonfire, used as guild shop currency and in fire recipes.',
    rarity: 'SR',
    tags: ['guild', 'material'],
    attributes: [
      ['Used for', 'Guild shop, Peppercorn Firebroth'],
      ['Stacks to', '9,999'],
      ['Sources', 'Guild Bonfire, Bonfire Night'],
    ],
    heroes: ['caspar-ember', 'basil-honeycutt'],
    description: describe(
      'Embers from the guild bonfire never quite go out. Members carry them home in iron boxes and ' +
        'spend them like coins.',
      'Uses',
      [
        'Buying the Marsh Strider and spice tins from the guild shop.',
        'Cooking fire recipes.',
        'Keeping your hands warm on the night watch.',
      ],
    ),
  },
  {
    name: 'Tower Key',
    summary: 'A brass key that skips Atlas Tower floors you cleared the week before.',
    rarity: 'SR',
    tags: ['tower', 'consumable'],
    attributes: [
      ['Effect', 'Skips one cleared floor and grants its rewards'],
      ['Stacks to', '99'],
      ['Sources', 'Atlas Tower weekly rankings, event shops'],
    ],
    heroes: ['sera-vantmoor', 'lisette-arden'],
    description: describe(
      'Nobody knows which lock the keys were made for. They simply open the door to the next floor, ' +
        'and the tower seems content to let them.',
      'Tips',
      [
        'Use keys on the lower floors after the Monday reset.',
        'Keys cannot skip a floor you have never cleared.',
        'Top climbers earn extra keys each week.',
      ],
    ),
  },
  {
    name: 'Atlas Tower Cache',
    summary: 'A locked cache found on every tenth floor of the Atlas Tower, full of gear and materials.',
    rarity: 'UR',
    tags: ['tower', 'chest'],
    attributes: [
      ['Contains', 'Gear, relic dust, Summoning Quills'],
      ['Sources', 'Atlas Tower boss floors'],
      ['Better on', 'Floors 61–100'],
    ],
    heroes: ['cassian-vellory', 'sera-vantmoor'],
    description: describe(
      'Caches wait behind each tower boss. The higher the floor, the heavier the cache and the better ' +
        'what rattles inside.',
      'What drops',
      [
        'Tower gear such as the Hearthstone Apron and Thornveil Oathblade.',
        'Relic Dust for attunement.',
        'Summoning Quills and Tower Keys.',
      ],
    ),
  },
  {
    name: 'Gilded Treasure Chest',
    summary: 'A heavy chest with gold trim holding a choice of one GR gear piece.',
    rarity: 'GR',
    tags: ['chest', 'upgrade'],
    attributes: [
      ['Contains', 'Your choice of one GR gear piece'],
      ['Sources', 'Season rewards, story chapter 8'],
      ['Stacks to', '10'],
    ],
    heroes: ['brannoc-ashgrave', 'celestine-harrow'],
    description: describe(
      'The crown hands out gilded chests to nobles who serve it well. The trim is real gold, and so is ' +
        'the reward inside.',
      'How to choose',
      [
        'Pick gear for the hero you use most.',
        'A GR weapon usually beats GR armour for damage dealers.',
        'Keep one unopened until a new hero arrives.',
      ],
    ),
  },
  {
    name: 'Heirloom Chest',
    summary: 'A family chest that holds one LR relic or gear piece, passed down through your heirs.',
    rarity: 'LR',
    tags: ['chest', 'upgrade'],
    attributes: [
      ['Contains', 'Your choice of one LR relic or gear piece'],
      ['Sources', 'Star-Touched heir graduation, anniversary events'],
      ['Stacks to', '1'],
    ],
    heroes: ['elowen-marchbank', 'aldric-thornveil'],
    description: describe(
      'Every noble family keeps one chest that nobody opens. When an heir of rare promise graduates, the ' +
        'family finally does.',
      'Worth knowing',
      [
        'The rarest chest in the game.',
        'Offers LR choices such as the Starfall Orrery and Evergreen Chalice.',
        'Think carefully: the choice cannot be undone.',
      ],
    ),
  },
  {
    name: 'Skill Manual',
    summary: 'A training manual that raises one hero skill by a level.',
    rarity: 'SSR',
    tags: ['upgrade', 'consumable'],
    attributes: [
      ['Effect', 'One skill level up (levels 1–5)'],
      ['Sources', 'Sunken Archive, Academy book exchange'],
      ['Stacks to', '999'],
    ],
    heroes: ['perrin-hollis', 'thessaly-moorcroft'],
    description: describe(
      'Each manual is a copy of a hero’s own notes, written out by Conclave clerks. Reading one is like ' +
        'training for a month.',
      'Tips',
      [
        'Spend them on the skill your hero casts most.',
        'Passive skills gain less per level: raise active ones first.',
        'Trade duplicate books for manuals with Archivist Mott.',
      ],
    ),
  },
  {
    name: 'Master’s Skill Codex',
    summary: 'A bound codex of a master’s techniques that raises a skill beyond level 5.',
    rarity: 'UR',
    tags: ['upgrade', 'consumable'],
    attributes: [
      ['Effect', 'One skill level up (levels 6–10)'],
      ['Sources', 'The Comet’s Footnote, Sunken Archive final guardian'],
      ['Stacks to', '99'],
    ],
    heroes: ['cassian-vellory', 'elowen-marchbank'],
    description: describe(
      'Only a handful of masters ever wrote their techniques down. Their codices are copied by hand and ' +
        'kept under lock in the Conclave.',
      'Uses',
      ['Skill levels six to ten.', 'The sixth ascension star.', 'Rare: spend them on your core heroes.'],
    ),
  },
  {
    name: 'Gem Polishing Cloth',
    summary: 'A soft cloth that halves the gold cost of one gem fusion.',
    rarity: 'SR',
    tags: ['upgrade', 'material'],
    attributes: [
      ['Effect', 'Gem fusion gold cost −50%'],
      ['Stacks to', '999'],
      ['Sources', 'Pipkin the Pedlar, Bonfire chests'],
    ],
    heroes: ['perrin-hollis', 'pell-cardew'],
    description: describe(
      'Jewellers of Market Row polish every gem before fusing it. A good cloth saves them hours and ' +
        'saves you gold.',
      'Tips',
      [
        'Use them on high-tier fusions, where the gold cost is largest.',
        'They do not work on LR gems, which cannot be fused.',
        'Pipkin sells one a day.',
      ],
    ),
  },
  {
    name: 'Relic Dust',
    summary: 'Fine dust ground from broken artefacts, spent to raise a relic’s attunement.',
    rarity: 'SSR',
    tags: ['material', 'upgrade'],
    attributes: [
      ['Used for', 'Relic Attunement'],
      ['Stacks to', '99,999'],
      ['Sources', 'Atlas Tower Caches, dismantling spare relics'],
    ],
    heroes: ['thessaly-moorcroft', 'oriane-blackwell'],
    description: describe(
      'When a relic breaks, its power settles into the dust. Attuning a relic is, in the end, a matter ' +
        'of feeding it enough of its ancestors.',
      'How to get more',
      [
        'Dismantle spare relics you will never use.',
        'Open Atlas Tower Caches on higher floors.',
        'Buy small amounts in event shops.',
      ],
    ),
  },
  {
    name: 'Pet Treat Basket',
    summary: 'A wicker basket of treats that levels up a pet and raises its affection.',
    rarity: 'R',
    tags: ['consumable', 'event'],
    attributes: [
      ['Effect', 'Pet experience +500, affection +5'],
      ['Stacks to', '999'],
      ['Sources', 'Daily quests, festival shops'],
    ],
    heroes: ['tansy-greenhollow', 'juniper-lark'],
    description: describe(
      'A mix of honey cakes, dried fish and clover, because nobody can agree what pets actually like.',
      'Tips',
      [
        'Every pet has a favourite treat: matching it doubles the affection gained.',
        'High affection unlocks a pet’s second skill.',
        'Festival shops sell baskets cheaply.',
      ],
    ),
  },
  {
    name: 'Saddle Polish',
    summary: 'A tin of polish that levels up a mount and improves its travel speed.',
    rarity: 'R',
    tags: ['consumable', 'upgrade'],
    attributes: [
      ['Effect', 'Mount experience +400'],
      ['Stacks to', '999'],
      ['Sources', 'Stable master, expeditions'],
    ],
    heroes: ['quince-avery', 'sera-vantmoor'],
    description: describe(
      'Stable hands in Lanternreach swear by beeswax and linseed oil. Mounts seem to enjoy the attention ' +
        'as much as the shine.',
      'Tips',
      [
        'Mount levels raise travel speed and unlock bonuses.',
        'Works on every mount, from ponies to griffins.',
        'The stable master sells five a day.',
      ],
    ),
  },
  {
    name: 'Outfit Thread Spool',
    summary: 'A spool of enchanted thread that Madame Orlaith turns into new outfits.',
    rarity: 'SR',
    tags: ['material', 'event'],
    attributes: [
      ['Used for', 'Outfit tailoring'],
      ['Stacks to', '999'],
      ['Sources', 'Hidden festival chests, event shops'],
    ],
    heroes: ['clementine-dusk', 'liora-candlewick'],
    description: describe(
      'The thread changes colour to match whatever it is sewn onto. Madame Orlaith will not say where ' +
        'she buys it.',
      'Uses',
      [
        'Tailoring event outfits at Madame Orlaith’s shop.',
        'Each outfit takes ten to fifty spools.',
        'The Lanternwing Moth finds hidden chests that often hold spools.',
      ],
    ),
  },
  {
    name: 'Festival Lantern Crate',
    summary: 'A crate of festival goods with a chance at a Lanternwing Moth egg.',
    rarity: 'SSR',
    tags: ['event', 'chest'],
    attributes: [
      ['Contains', 'Silver Lantern Tokens, spools, a small chance at a moth egg'],
      ['Sources', 'Lantern Festival shop, festival quests'],
      ['Expires', 'One week after the festival'],
    ],
    heroes: ['liora-candlewick', 'rowan-ellory'],
    description: describe(
      'Crates of paper lanterns, candles and sweets are stacked along the canals during the festival. ' +
        'A lucky few hold something that flutters.',
      'What drops',
      [
        'Silver Lantern Tokens and Outfit Thread Spools.',
        'Festival food for banquets.',
        'A rare Lanternwing Moth egg.',
      ],
    ),
  },
];
