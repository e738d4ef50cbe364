export type CommunityCommentSeed = {
  key: string;
  /** The team's name or the guide's title it is on (one of the two). */
  team?: string;
  guide?: string;
  author: string;
  content: string;
  daysAgo: number;
  replyTo?: string;
};

/** Comments and a few replies on the members' shared teams and published guides. */
export const COMMUNITY_COMMENTS: CommunityCommentSeed[] = [
  {
    key: 'iron-gate-1',
    team: 'Iron Gate Turtle',
    author: '06',
    content:
      'Slow but it never loses to burst. I swapped the last slot for a second healer and it still holds.',
    daysAgo: 20,
  },
  {
    key: 'iron-gate-1-reply',
    team: 'Iron Gate Turtle',
    author: '02',
    content: 'Nice, that swap is great when the other side brings poison. :big_smile:',
    daysAgo: 19,
    replyTo: 'iron-gate-1',
  },
  {
    key: 'iron-gate-2',
    team: 'Iron Gate Turtle',
    author: '09',
    content: 'Which of these should I build first if I only have resources for two?',
    daysAgo: 6,
  },
  {
    key: 'starfall-1',
    team: 'Starfall Control Chain',
    author: '12',
    content: 'The stun chain is beautiful when the speeds line up. Took me a week to get the order right.',
    daysAgo: 14,
  },
  {
    key: 'doctors-team-1',
    team: 'Two Doctors, No Problems',
    author: '03',
    content: 'Two healers felt like too much until the Tower floors with constant damage. Now I get it.',
    daysAgo: 9,
  },
  {
    key: 'beginner-1',
    guide: 'A Beginner’s Path Through the First Forty Days',
    author: '07',
    content: 'Wish I had read this on day one. The note about saving gems for the guild shop is gold.',
    daysAgo: 15,
  },
  {
    key: 'beginner-1-reply',
    guide: 'A Beginner’s Path Through the First Forty Days',
    author: '10',
    content: 'Glad it helped! I will add a section on the weekly events soon.',
    daysAgo: 14,
    replyTo: 'beginner-1',
  },
  {
    key: 'tank-tiers-1',
    guide: 'Tank Tier List for the Guild Coliseum',
    author: '04',
    content: 'Fair list, though I would move the shield bearer up a tier after the last balance change.',
    daysAgo: 8,
  },
  {
    key: 'healing-primer-1',
    guide: 'Doctors Are Underrated: A Healing Primer',
    author: '11',
    content: 'The timing chart for overheals is the part I keep coming back to. Thank you for writing it up.',
    daysAgo: 4,
  },
];
