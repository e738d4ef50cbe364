export type TeamSeed = {
  name: string;
  owner: string;
  daysAgo: number;
  /** Heroes in positions 1 to 5 (4 is the main slot). */
  heroes: [string, string, string, string, string];
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
  },
  {
    name: 'Starfall Control Chain',
    owner: '01',
    daysAgo: 21,
    heroes: ['Amaryn Solace', 'Thessaly Moorcroft', 'Isembard Quill', 'Cassian Vellory', 'Dorian Falk'],
  },
  {
    name: 'Two Doctors, No Problems',
    owner: '05',
    daysAgo: 16,
    heroes: ['Rosalind Vey', 'Corwin Ashby', 'Aurek Hollowmere', 'Elowen Marchbank', 'Fennick Salvay'],
  },
  {
    name: 'Cook-Off Burst (budget)',
    owner: '03',
    daysAgo: 13,
    heroes: ['Rolf Barleymead', 'Caspar Ember', 'Fabian Peppercorn', 'Marguerite Saffron', 'Nutmeg Parsons'],
  },
  {
    name: 'Tower 61-80 Clear',
    owner: '12',
    daysAgo: 10,
    heroes: ['Rosalind Vey', 'Thessaly Moorcroft', 'Cassian Vellory', 'Elowen Marchbank', 'Sorrel Vantage'],
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
  },
  {
    name: 'My First Team',
    owner: '07',
    daysAgo: 1,
    heroes: ['Hale Pennick', 'Rolf Barleymead', 'Caspar Ember', 'Juniper Lark', 'Nella Brightwater'],
  },
];
