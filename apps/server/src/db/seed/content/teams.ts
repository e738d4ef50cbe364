export type TeamSeed = {
  name: string;
  owner: string;
  daysAgo: number;
  /** Heroes in positions 1 to 5 (4 is the main slot). */
  heroes: [string, string, string, string, string];
  /** The name of the game mode it is built for, if any. */
  mode?: string;
  notes?: string;
  /** The members (by seed key) who voted for it. */
  voters?: string[];
};

/** Temporary teams shared by demo members. */
export const TEAMS: TeamSeed[] = [
  {
    name: 'Iron Gate Turtle',
    owner: '02',
    daysAgo: 29,
    heroes: [
      'Brannoc Ashgrave',
      'Oriane Blackwell',
      'Gideon Marrowfield',
      'Aldric Thornveil',
      'Fennick Salvay',
    ],
    mode: 'Guild Coliseum',
    notes:
      'Stack defence and let the counters do the work. Swap Fennick for a second healer if the other side brings heavy burst.',
    voters: ['01', '03', '05', '06', '12'],
  },
  {
    name: 'Starfall Control Chain',
    owner: '01',
    daysAgo: 21,
    heroes: ['Amaryn Solace', 'Thessaly Moorcroft', 'Isembard Quill', 'Cassian Vellory', 'Dorian Falk'],
    mode: 'Atlas Tower',
    notes:
      "Chain the stuns from position 1 to 5 in order. Cassian opens; hold Dorian's ultimate until the boss shield drops.",
    voters: ['02', '03', '07'],
  },
  {
    name: 'Two Doctors, No Problems',
    owner: '05',
    daysAgo: 16,
    heroes: ['Rosalind Vey', 'Corwin Ashby', 'Aurek Hollowmere', 'Elowen Marchbank', 'Fennick Salvay'],
    mode: 'Nightmare Trace',
    notes:
      'Slow but safe. Both doctors rotate heals so nobody falls below half. Good for learning the later floors.',
    voters: ['01', '12'],
  },
  {
    name: 'Cook-Off Burst (budget)',
    owner: '03',
    daysAgo: 13,
    heroes: ['Rolf Barleymead', 'Caspar Ember', 'Fabian Peppercorn', 'Marguerite Saffron', 'Nutmeg Parsons'],
    mode: 'Team Competition',
    notes: 'Everything here is easy to raise. Feed the Gourmets first; the burst window is the second turn.',
    voters: ['05', '06', '07', '02'],
  },
  {
    name: 'Tower 61-80 Clear',
    owner: '12',
    daysAgo: 10,
    heroes: ['Rosalind Vey', 'Thessaly Moorcroft', 'Cassian Vellory', 'Elowen Marchbank', 'Sorrel Vantage'],
    mode: 'Atlas Tower',
    notes:
      'Cleared floors 61 to 80 with this exact order. Keep Sorrel in the back row or the mages focus her.',
    voters: ['01'],
  },
  {
    name: 'Coliseum Bracket A Blitz',
    owner: '06',
    daysAgo: 3,
    heroes: [
      'Sera Vantmoor',
      'Kestrel Dunhallow',
      'Celestine Harrow',
      'Gideon Marrowfield',
      'Clementine Dusk',
    ],
    mode: 'Guild Coliseum',
    notes: 'All-in opening: win in three turns or lose. Works best against slow defensive line-ups.',
    voters: ['03', '12'],
  },
  {
    name: 'My First Team',
    owner: '07',
    daysAgo: 1,
    heroes: ['Hale Pennick', 'Rolf Barleymead', 'Caspar Ember', 'Juniper Lark', 'Nella Brightwater'],
    notes: 'Just the heroes I had on day one. Suggestions welcome!',
  },
];
