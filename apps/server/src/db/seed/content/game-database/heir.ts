import { type DatabaseEntrySeed, describe } from './entry.ts';

/** Heir talents and traits. */
export const HEIRS: DatabaseEntrySeed[] = [
  {
    name: 'Born Diplomat',
    summary: 'A trait that makes an heir a natural at court, improving banquet and alliance rewards.',
    rarity: 'SSR',
    tags: ['trait', 'household'],
    attributes: [
      ['Kind', 'Trait'],
      ['Effect', 'Banquet rewards +10%, alliance requests accepted more often'],
      ['Inherited from', 'A parent with the Diplomat trait, 40% chance'],
      ['Unlocks at', 'Birth'],
    ],
    heroes: ['isembard-quill', 'marguerite-saffron'],
    description: describe(
      'Some heirs can charm a room before they can walk. Born Diplomats grow up to settle feuds over ' +
        'dessert and come home from every banquet with new friends.',
      'Effects',
      [
        'More rewards from hosting and attending banquets.',
        'Alliance requests from this heir are accepted more often.',
        'Passed on to their own children 40% of the time.',
      ],
    ),
  },
  {
    name: 'Iron Constitution',
    summary: 'A combat talent that gives an heir’s household heroes extra health and faster recovery.',
    rarity: 'UR',
    tags: ['talent', 'combat'],
    attributes: [
      ['Kind', 'Talent'],
      ['Effect', 'Household Guards gain 4% health'],
      ['Learned at', 'Academy, Fencing Hall'],
      ['Study time', '3 days'],
    ],
    heroes: ['brannoc-ashgrave', 'tobin-grael'],
    description: describe(
      'Heirs who train in the Fencing Hall every morning, rain or shine, come away with this talent. ' +
        'Their whole household seems to toughen up alongside them.',
      'What it does',
      [
        'Raises the health of every Guard in your household by 4%.',
        'Learned at the Academy, not inherited.',
        'Stacks with the Ward of the Gate trait.',
      ],
    ),
  },
  {
    name: 'Keen Scholar',
    summary: 'An Academy talent that shortens every study and raises Scholar heroes’ energy.',
    rarity: 'SR',
    tags: ['talent', 'academy'],
    attributes: [
      ['Kind', 'Talent'],
      ['Effect', 'Study time −10%, Scholars gain 3% energy'],
      ['Learned at', 'Academy, the Library'],
      ['Study time', '1 day'],
    ],
    heroes: ['dorian-falk', 'amaryn-solace'],
    description: describe(
      'A Keen Scholar reads faster, remembers more and asks far too many questions. Teachers love and ' +
        'dread them in equal measure.',
      'Effects',
      [
        'Every later study takes 10% less time.',
        'Scholar heroes in your household gain a little energy.',
        'A good first talent: it speeds up all the others.',
      ],
    ),
  },
  {
    name: 'Green Thumb',
    summary: 'A household trait: plants flourish around this heir, so manor gardens yield more.',
    rarity: 'R',
    tags: ['trait', 'household'],
    attributes: [
      ['Kind', 'Trait'],
      ['Effect', 'Manor garden yield +8%'],
      ['Inherited from', 'Either parent, 60% chance'],
      ['Unlocks at', 'Birth'],
    ],
    heroes: ['juniper-lark', 'tansy-greenhollow'],
    description: describe(
      'Heirs with a Green Thumb are usually found in the garden with muddy knees. The herbs grow taller ' +
        'and the tomatoes redder wherever they have been.',
      'What it does',
      [
        'Your manor garden produces more herbs and vegetables.',
        'Common and easy to inherit.',
        'Pairs with the Banquet Host talent for a well-fed household.',
      ],
    ),
  },
  {
    name: 'Banquet Host',
    summary: 'A talent for hosting: more guests, better dishes and bigger rewards from every banquet.',
    rarity: 'SSR',
    tags: ['talent', 'household'],
    attributes: [
      ['Kind', 'Talent'],
      ['Effect', 'Banquet guests +2, recipe quality +5%'],
      ['Learned at', 'Academy, with Chef Aurelio Brandt'],
      ['Study time', '2 days'],
    ],
    heroes: ['idony-marchpane', 'basil-honeycutt'],
    description: describe(
      'Heirs who study with the royal chef learn that a banquet is won in the seating plan long before ' +
        'the first course arrives.',
      'Effects',
      [
        'Two more guests at every banquet you host.',
        'Better quality for every recipe your household cooks.',
        'Stacks with the Canal Swan Barge’s extra guest.',
      ],
    ),
  },
  {
    name: 'Star-Touched',
    summary: 'The rarest trait: an heir born under falling stars who lifts every hero in the household.',
    rarity: 'LR',
    tags: ['trait', 'combat'],
    attributes: [
      ['Kind', 'Trait'],
      ['Effect', 'All household heroes gain 3% attack, health and speed'],
      ['Inherited from', 'Born during the Starfall Trials, 2% chance'],
      ['Unlocks at', 'Birth'],
    ],
    heroes: ['celestine-harrow', 'cassian-vellory'],
    description: describe(
      'Astronomers of the Conclave keep a list of every child born on a night of falling stars. The list ' +
        'is short, and the families on it are watched closely.',
      'Why it is prized',
      [
        'Raises attack, health and speed of every hero in your household.',
        'Can only appear at birth during the Starfall Trials.',
        'Never inherited: each Star-Touched heir is a stroke of luck.',
      ],
    ),
  },
  {
    name: 'Quick Study',
    summary: 'An Academy talent that lets an heir graduate early and learn one extra talent.',
    rarity: 'SR',
    tags: ['talent', 'academy'],
    attributes: [
      ['Kind', 'Talent'],
      ['Effect', 'One extra talent slot, graduation a year earlier'],
      ['Learned at', 'Academy, with Headmistress Corva Lind'],
      ['Study time', '2 days'],
    ],
    heroes: ['ivo-tamsin', 'perrin-hollis'],
    description: describe(
      'Quick Studies finish their lessons early and spend the spare time in someone else’s class. ' +
        'The headmistress pretends not to notice.',
      'Effects',
      [
        'An extra talent slot for this heir.',
        'Graduates a year early, so they join your household sooner.',
        'Worth learning first on an heir you plan to keep at the manor.',
      ],
    ),
  },
  {
    name: 'Ward of the Gate',
    summary: 'A trait passed down in warden families that steels the household’s front row.',
    rarity: 'GR',
    tags: ['trait', 'combat', 'academy'],
    attributes: [
      ['Kind', 'Trait'],
      ['Effect', 'Household tanks gain 5% defence'],
      ['Inherited from', 'A parent who swore the Oath at the Iron Gate, 25% chance'],
      ['Unlocks at', 'Birth; strengthened by Academy fencing lessons'],
    ],
    heroes: ['oriane-blackwell', 'aldric-thornveil'],
    description: describe(
      'Families that have sent a warden to the Iron Gate for generations seem to produce children who ' +
        'stand a little straighter and flinch a little less.',
      'What it does',
      [
        'More defence for every tank in your household.',
        'Only possible if a parent has sworn the wardens’ oath.',
        'Fencing lessons at the Academy raise the bonus further.',
      ],
    ),
  },
];
