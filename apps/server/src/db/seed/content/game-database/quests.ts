import { type DatabaseEntrySeed, describe } from './entry.ts';

/** Story and side quests. */
export const QUESTS: DatabaseEntrySeed[] = [
  {
    name: 'A Manor in Ruins',
    summary:
      'The first story quest: arrive in Lanternreach, claim your crumbling manor and recruit your first hero.',
    tags: ['story', 'beginner'],
    attributes: [
      ['Type', 'Story, chapter 1'],
      ['Recommended level', '1'],
      ['Starts with', 'The Royal Court, Lanternreach'],
      ['Steps', '5'],
      ['Reward', 'Hale Pennick, 10,000 gold, your manor'],
    ],
    heroes: ['hale-pennick', 'juniper-lark'],
    description: describe(
      'You arrive at court with a title, a letter of introduction and the deed to a manor nobody has ' +
        'lived in for decades. The roof leaks, the garden is wild and the previous owner’s debts are ' +
        'now yours.',
      'Steps',
      [
        'Present your letter at the Royal Court.',
        'Travel to the manor and clear the overgrown courtyard.',
        'Recruit your first hero from the town square.',
        'Repair the study so you can plan your next move.',
        'Report back to court.',
      ],
      'This quest unlocks the manor, the hero roster and the daily court audience.',
    ),
  },
  {
    name: 'The Oath at the Iron Gate',
    summary: 'Ride north to the Iron Gate and swear the wardens’ oath to unlock the Northern Pass.',
    rarity: 'UR',
    tags: ['story', 'guild'],
    attributes: [
      ['Type', 'Story, chapter 7'],
      ['Recommended level', '80'],
      ['Starts with', 'Quartermaster Bram Holloway'],
      ['Steps', '6'],
      ['Reward', 'Northern Pass access, Oathstone fragment, 400 Coliseum Laurels'],
    ],
    heroes: ['aldric-thornveil', 'brannoc-ashgrave'],
    description: describe(
      'The wardens of the Iron Gate let no one through who has not sworn their oath, and they do not ' +
        'let just anyone swear it. You will need your guild behind you.',
      'Steps',
      [
        'Collect letters of support from three guild members.',
        'Ride to the Iron Gate and defeat the gate trial.',
        'Stand the night watch without losing a hero.',
        'Swear the oath before Aldric Thornveil.',
      ],
      'The final trial is a long battle: bring healing and a Guard who can taunt.',
    ),
  },
  {
    name: 'Ink in the Canal',
    summary: 'Someone is pouring ink into the Silverrun canals; find out who before the fish complain.',
    tags: ['side', 'beginner'],
    attributes: [
      ['Type', 'Side quest'],
      ['Recommended level', '15'],
      ['Starts with', 'Old Tam the Ferryman'],
      ['Steps', '4'],
      ['Reward', 'Silverrun fast travel, 5,000 gold, Quill Conclave Ink ×20'],
    ],
    heroes: ['ysolde-ferrant', 'ivo-tamsin'],
    description: describe(
      'The canals have turned black overnight, and Old Tam is not amused. The trail leads somewhere ' +
        'nobody expects, and the culprit has a very good excuse.',
      'Steps',
      [
        'Ask the canal wardens what they saw.',
        'Follow the ink upstream to the Conclave’s back door.',
        'Confront the culprit: a very apologetic Ivo Tamsin.',
        'Help him clean up before the archivists find out.',
      ],
    ),
  },
  {
    name: 'Bonfire Night',
    summary: 'The weekly guild quest: gather logs, light the Bonfire together and share the warmth.',
    tags: ['guild', 'daily'],
    attributes: [
      ['Type', 'Guild, weekly'],
      ['Recommended level', '20'],
      ['Starts with', 'Quartermaster Bram Holloway'],
      ['Repeatable', 'Every week'],
      ['Reward', 'Bonfire Embers, a Bonfire chest'],
    ],
    heroes: ['basil-honeycutt', 'rolf-barleymead'],
    description: describe(
      'Every Sunday evening the guild gathers around a great bonfire in the hall courtyard. The bigger ' +
        'the fire, the better the chest that comes out of it.',
      'How it works',
      [
        'Gather logs during the week: each member can add up to ten.',
        'Light the fire together on Sunday evening.',
        'Everyone who added a log opens a Bonfire chest.',
      ],
    ),
  },
  {
    name: 'The Lantern Festival Errands',
    summary:
      'Help the festival organisers hang lanterns, find lost children and light the great canal lantern.',
    tags: ['event', 'side'],
    attributes: [
      ['Type', 'Event'],
      ['Recommended level', '10'],
      ['Starts with', 'Festival stall, Lantern Steps'],
      ['Available', 'During the Lantern Festival'],
      ['Reward', 'Silver Lantern Tokens, Lanternwing Moth egg'],
    ],
    heroes: ['liora-candlewick', 'rowan-ellory'],
    description: describe(
      'The Lantern Festival needs hands: thousands of lanterns to hang, a few children to find and the ' +
        'great canal lantern to light at midnight.',
      'Steps',
      [
        'Hang twenty lanterns along the canals.',
        'Find the three children lost in the crowd.',
        'Escort the lantern barge to the centre of Silverrun.',
        'Light the great lantern at midnight.',
      ],
    ),
  },
  {
    name: 'Herbs for the Infirmary',
    summary: 'Sister Wendeline’s daily errand: gather herbs on the Terraces and bring them to the Infirmary.',
    tags: ['daily', 'side'],
    attributes: [
      ['Type', 'Daily'],
      ['Recommended level', '5'],
      ['Starts with', 'Sister Wendeline'],
      ['Repeatable', 'Every day'],
      ['Reward', 'Infirmary Herb Bundle ×3, 2,000 gold'],
    ],
    heroes: ['bryony-tallow', 'juniper-lark'],
    description: describe(
      'The Infirmary never has enough herbs, and Sister Wendeline never lets anyone forget it. The ' +
        'errand takes a few minutes and pays reliably.',
      'Steps',
      [
        'Gather ten herbs on the Verdant Terraces.',
        'Chase the garden pests away from the seedlings.',
        'Deliver the herbs to Sister Wendeline.',
      ],
    ),
  },
  {
    name: 'The Comet’s Footnote',
    summary:
      'Archivist Mott needs a footnote from a book lost in the Sunken Archive; it may rewrite history.',
    rarity: 'SSR',
    tags: ['story', 'guild'],
    attributes: [
      ['Type', 'Story, chapter 9'],
      ['Recommended level', '100'],
      ['Starts with', 'Archivist Mott'],
      ['Steps', '5'],
      ['Reward', 'Master’s Skill Codex, Starlight Essence ×5'],
    ],
    heroes: ['cassian-vellory', 'perrin-hollis'],
    description: describe(
      'A single footnote in a drowned book claims the Accord was signed a day earlier than everyone ' +
        'believes. Mott is convinced it matters; the guardians of the Archive seem to agree.',
      'Steps',
      [
        'Form a guild party of up to four members.',
        'Fight through the Stacks to the drowned reading room.',
        'Recover the book before the Drowned Index awakens.',
        'Return it to Mott and hear what the footnote says.',
      ],
    ),
  },
  {
    name: 'Pageant of the Moonrise',
    summary: 'Dress your best, parade your mount and win the judges’ favour at the Moonrise Pageant.',
    tags: ['event', 'side'],
    attributes: [
      ['Type', 'Event'],
      ['Recommended level', '30'],
      ['Starts with', 'Madame Orlaith'],
      ['Available', 'Moonrise Pageant weekend'],
      ['Reward', 'Moonrise Ribbons, a chance at the Skylark Griffin'],
    ],
    heroes: ['clementine-dusk', 'kestrel-dunhallow'],
    description: describe(
      'Once a year the court gathers under the rising moon to admire the best-dressed nobles and the ' +
        'finest mounts. The judges are strict, and bribes do not work (usually).',
      'Steps',
      [
        'Have Madame Orlaith fit you for the pageant.',
        'Parade your mount along the pageant route.',
        'Answer the judges’ three questions.',
        'Collect your ribbons and see if a griffin chooses you.',
      ],
    ),
  },
  {
    name: 'A Recipe Lost at Sea',
    summary:
      'A ship carrying the Hearth Guild’s secret recipe book sank off the coast; help dive for the pages.',
    tags: ['side', 'event'],
    attributes: [
      ['Type', 'Side quest'],
      ['Recommended level', '45'],
      ['Starts with', 'Chef Aurelio Brandt'],
      ['Steps', '5'],
      ['Reward', 'Recipe: Saffron Accord Stew, Hearth Guild Spice Tin ×10'],
    ],
    heroes: ['marguerite-saffron', 'sorrel-vantage'],
    description: describe(
      'The Hearth Guild kept its oldest recipes in one book, and the book went down with the ship that ' +
        'was carrying it to the Cook-Off. Aurelio wants every page back.',
      'Steps',
      [
        'Hire a diving boat in Silverrun.',
        'Recover the seven scattered pages.',
        'Dry them carefully in the royal kitchens.',
        'Cook the first recipe to prove it still works.',
      ],
    ),
  },
];
