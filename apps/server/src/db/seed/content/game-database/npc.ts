import { type DatabaseEntrySeed, describe } from './entry.ts';

/** The people met on the player's travels. */
export const NPCS: DatabaseEntrySeed[] = [
  {
    name: 'Quartermaster Bram Holloway',
    summary: 'The guild quartermaster who runs the guild shop and hands out the weekly Bonfire chests.',
    tags: ['merchant', 'guild'],
    attributes: [
      ['Location', 'Guild hall, Lanternreach'],
      ['Offers', 'Guild shop, Bonfire chests'],
      ['Available', 'Always; chests on Sunday evening'],
      ['Currency', 'Coliseum Laurels, Bonfire Embers'],
    ],
    heroes: ['basil-honeycutt', 'brannoc-ashgrave'],
    description: describe(
      'Bram served twenty years at the Iron Gate before retiring to count other people’s supplies. He ' +
        'knows every guild’s stock by heart and disapproves of most of it.',
      'What he offers',
      [
        'The guild shop, where Laurels and Embers buy mounts, relics and gems.',
        'Weekly Bonfire chests for every member who lit a log.',
        'A grumble about the weather, free of charge.',
      ],
    ),
  },
  {
    name: 'Sister Wendeline',
    summary: 'The Infirmary’s head nurse, who trains healers and hands out daily herb-gathering errands.',
    tags: ['trainer', 'quest giver'],
    attributes: [
      ['Location', 'Verdant Infirmary, Verdant Terraces'],
      ['Offers', 'Healer training, daily errands'],
      ['Quests', 'Herbs for the Infirmary'],
      ['Title', 'Head Nurse of the Verdant Infirmary'],
    ],
    heroes: ['elowen-marchbank', 'bryony-tallow'],
    description: describe(
      'Sister Wendeline has patched up more nobles than the royal physician and reminds them of it often. ' +
        'Under the scolding she is the kindest person in the Terraces.',
      'Talk to her for',
      [
        'Doctor skill training, which raises healing skills a level at a time.',
        'The daily herb errand: a quick source of gold and bandages.',
        'A free heal when your team is badly hurt after an expedition.',
      ],
    ),
  },
  {
    name: 'Archivist Mott',
    summary:
      'An elderly archivist of the Quill Conclave who sends nobles after books lost in the Sunken Archive.',
    tags: ['quest giver', 'academy'],
    attributes: [
      ['Location', 'Conclave library, Lanternreach'],
      ['Offers', 'Archive quests, book exchange'],
      ['Quests', 'The Comet’s Footnote'],
      ['Title', 'Keeper of the Lesser Index'],
    ],
    heroes: ['cassian-vellory', 'perrin-hollis'],
    description: describe(
      'Mott was a junior clerk the day the Archive flooded and has spent sixty years trying to get it ' +
        'back, one book at a time.',
      'What he offers',
      [
        'Quests into the Sunken Archive for lost books.',
        'A book exchange: trade duplicates for skill manuals.',
        'Long stories about the old library, if you have the time.',
      ],
    ),
  },
  {
    name: 'Madame Orlaith',
    summary:
      'The capital’s most fashionable tailor, who sells outfits and turns thread spools into new looks.',
    tags: ['merchant', 'lanternreach'],
    attributes: [
      ['Location', 'Market Row, Lanternreach'],
      ['Offers', 'Outfit shop, outfit tailoring'],
      ['Available', 'Daily, 08:00–22:00 server time'],
      ['Currency', 'Gold, Outfit Thread Spools'],
    ],
    heroes: ['clementine-dusk', 'liora-candlewick'],
    description: describe(
      'Orlaith dressed three queens and will tell you which ones had taste. Her shop window changes ' +
        'with every festival, and nobles queue to see it.',
      'Services',
      [
        'Sells seasonal outfits for gold.',
        'Tailors outfits from Outfit Thread Spools.',
        'Offers a free fitting once a week, which grants a small favour bonus.',
      ],
    ),
  },
  {
    name: 'Headmistress Corva Lind',
    summary: 'Head of the Academy, who enrols heirs, sets their study plans and tests their talents.',
    tags: ['academy', 'trainer'],
    attributes: [
      ['Location', 'The Academy, Lanternreach'],
      ['Offers', 'Heir enrolment, talent tests'],
      ['Unlocks', 'After your first heir is born'],
      ['Title', 'Headmistress of the Royal Academy'],
    ],
    heroes: ['isembard-quill', 'thessaly-moorcroft'],
    description: describe(
      'Corva Lind has run the Academy for as long as anyone remembers. She knows every heir’s name and ' +
        'every noble family’s embarrassing history.',
      'Talk to her for',
      [
        'Enrolling an heir and choosing their study plan.',
        'Talent tests, which reveal an heir’s hidden talents.',
        'Graduation, which sends a grown heir back to your manor.',
      ],
    ),
  },
  {
    name: 'Old Tam the Ferryman',
    summary:
      'A ferryman on the Silverrun canals who knows every secret of the city and trades them for errands.',
    tags: ['quest giver', 'lanternreach'],
    attributes: [
      ['Location', 'Silverrun Canals, the Lantern Steps'],
      ['Offers', 'Side quests, canal shortcuts'],
      ['Quests', 'Ink in the Canal'],
      ['Available', 'Evenings only'],
    ],
    heroes: ['ysolde-ferrant', 'wren-ostley'],
    description: describe(
      'Tam has ferried passengers across the canals for fifty years. He hears everything, forgets ' +
        'nothing and will share it all for a small favour.',
      'What he offers',
      [
        'Side quests around the capital with generous gold rewards.',
        'Canal shortcuts that cut travel time in Silverrun.',
        'Hints about the floating market’s next rare stock.',
      ],
    ),
  },
  {
    name: 'Captain Yarrow Stead',
    summary: 'The Coliseum’s drill captain, who trains guild teams and runs practice bouts.',
    tags: ['trainer', 'guild'],
    attributes: [
      ['Location', 'Guild Coliseum'],
      ['Offers', 'Practice battles, formation training'],
      ['Available', 'Monday to Thursday'],
      ['Title', 'Drill Captain of the Coliseum'],
    ],
    heroes: ['gideon-marrowfield', 'maelis-corvane'],
    description: describe(
      'Yarrow lost an eye, two fingers and a bet in the Coliseum, in that order. She now trains guilds ' +
        'to avoid all three.',
      'Services',
      [
        'Practice battles against last season’s top teams, with no penalties for losing.',
        'Formation training that unlocks row bonuses.',
        'Blunt advice on why your team lost.',
      ],
    ),
  },
  {
    name: 'Pipkin the Pedlar',
    summary: 'A travelling pedlar with a cart of odds and ends, cheap gems and the occasional rare find.',
    tags: ['merchant', 'quest giver'],
    attributes: [
      ['Location', 'Moves between Lanternreach, Amberfall and Silverrun'],
      ['Offers', 'Cheap gems, charms, consumables'],
      ['Stock changes', 'Every four hours'],
      ['Currency', 'Gold'],
    ],
    heroes: ['nutmeg-parsons', 'quince-avery'],
    description: describe(
      'Pipkin sells everything from bootlaces to gemstones and never stays in one place for long. His ' +
        'prices are fair, his stories less so.',
      'Worth checking for',
      [
        'Quicksilver Spinels and Lantern Ward Charms at low prices.',
        'Energy Tonics when you run short.',
        'A rare item in the corner of his cart once a day.',
      ],
    ),
  },
  {
    name: 'Chef Aurelio Brandt',
    summary: 'Head chef of the royal kitchens, who teaches recipes and judges the Hearth Guild Cook-Off.',
    tags: ['merchant', 'lanternreach', 'trainer'],
    attributes: [
      ['Location', 'Royal kitchens, Lanternreach'],
      ['Offers', 'Recipe shop, cooking lessons'],
      ['Events', 'Judge of the Hearth Guild Cook-Off'],
      ['Title', 'Master of the Royal Table'],
    ],
    heroes: ['marguerite-saffron', 'fabian-peppercorn'],
    description: describe(
      'Aurelio has cooked for every state banquet for twenty years and has never served the same dish ' +
        'twice. He is strict in the kitchen and generous at the table.',
      'What he offers',
      [
        'New recipes each week in exchange for gold and spice tins.',
        'Cooking lessons that raise recipe quality.',
        'The final say in the Cook-Off, so bring your best dish.',
      ],
    ),
  },
];
