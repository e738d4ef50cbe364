export type HeroCommentSeed = {
  key: string;
  hero: string;
  author: string;
  content: string;
  daysAgo: number;
  /** Votes by member key. */
  votes: Record<string, 'up' | 'down'>;
};

/** Comments on hero pages, with the members' votes on them. */
export const HERO_COMMENTS: HeroCommentSeed[] = [
  {
    key: 'aldric-1',
    hero: 'Aldric Thornveil',
    author: '02',
    content:
      'Oathwall is still the best opening move in the Coliseum. Level his passive first, the damage ' +
      'reduction adds up fast.',
    daysAgo: 30,
    votes: { '01': 'up', '05': 'up', '06': 'up', '09': 'up', '12': 'up' },
  },
  {
    key: 'aldric-2',
    hero: 'Aldric Thornveil',
    author: '09',
    content: 'Is he worth it for a casual player? I only have him at one star.',
    daysAgo: 12,
    votes: { '02': 'up' },
  },
  {
    key: 'cassian-1',
    hero: 'Cassian Vellory',
    author: '01',
    content: 'Starfall Index plus Marginalia stacks is absurd in long fights. Best Scholar, no contest.',
    daysAgo: 25,
    votes: { '06': 'up', '12': 'up', '04': 'up', '10': 'down' },
  },
  {
    key: 'elowen-1',
    hero: 'Elowen Marchbank',
    author: '05',
    content:
      'Second Bloom has saved more of my runs than I can count. Put her in slot 4 for the leader bonus.',
    daysAgo: 22,
    votes: { '12': 'up', '07': 'up', '08': 'up' },
  },
  {
    key: 'elowen-2',
    hero: 'Elowen Marchbank',
    author: '12',
    content: 'Agreed with the slot 4 advice. Pair her with Rosalind Vey and the front line never falls.',
    daysAgo: 9,
    votes: { '05': 'up', '07': 'up' },
  },
  {
    key: 'marguerite-1',
    hero: 'Marguerite Saffron',
    author: '03',
    content:
      'Finally a Gourmet LR! Feast of Accord lasting four turns with her passive is huge for banquet teams.',
    daysAgo: 2,
    votes: { '07': 'up', '11': 'up', '01': 'up' },
  },
  {
    key: 'rolf-1',
    hero: 'Rolf Barleymead',
    author: '11',
    content: 'Underrated tank for new players. He carried me through the whole first month.',
    daysAgo: 6,
    votes: { '03': 'up', '07': 'up', '02': 'down' },
  },
  {
    key: 'thessaly-1',
    hero: 'Thessaly Moorcroft',
    author: '12',
    content: 'Charm on the brass courtiers in the Atlas Tower makes them fight each other. Very satisfying.',
    daysAgo: 10,
    votes: { '01': 'up', '05': 'up', '06': 'up' },
  },
  {
    key: 'gideon-1',
    hero: 'Gideon Marrowfield',
    author: '06',
    content:
      'The 3.4 nerf to Smoke and Mirrors hurts, but he is still the best opener against back-row teams.',
    daysAgo: 4,
    votes: { '02': 'up', '09': 'down' },
  },
  {
    key: 'caspar-1',
    hero: 'Caspar Ember',
    author: '07',
    content: 'Flying Skewers is so fun to watch. Not the strongest, but he makes me smile.',
    daysAgo: 1,
    votes: { '08': 'up', '11': 'up' },
  },
];
