import type { HeroClass } from '@haven/shared/heroes/constants';

type GuildRole = 'Leader' | 'Deputy' | 'Secretary' | 'Diplomat' | 'Elite' | 'Member';

export type MemberSeed = {
  /** Stable auth user id, e.g. demo-member-01. */
  id: string;
  name: string;
  email: string;
  username: string;
  biography: string;
  location: string | null;
  twitterHandle?: string;
  discordHandle?: string;
  youtubeHandle?: string;
  characterName: string;
  server: string;
  characterClass: HeroClass;
  characterLevel: number;
  guildName: string | null;
  guildRole: GuildRole | null;
  /** Another demo member's key when the two are married in game. */
  loverKey?: string;
  loverName: string | null;
  heirs: string[];
  joinedDaysAgo: number;
  hasAvatar: boolean;
  /** Game Team, in the order the heroes were added: the first is the main hero. */
  roster?: string[];
  favouriteOutfit?: { number: number; gender: 'male' | 'female' };
};

const member = (key: string, local: string, fields: Omit<MemberSeed, 'id' | 'email'>): MemberSeed => ({
  id: `demo-member-${key}`,
  email: `${local}@members.heroes-haven.example`,
  ...fields,
});

/** A dozen community members; they have no password and cannot sign in. */
export const MEMBERS: MemberSeed[] = [
  member('01', 'lyra', {
    name: 'Lyra',
    username: 'lyra_starfall',
    biography:
      'Scholar main since day one. I keep spreadsheets of every Coliseum match and I am not ashamed. ' +
      'Leader of Starlit Quills on S12: we are always happy to welcome new nobles.',
    location: 'Edinburgh, Scotland',
    twitterHandle: 'lyrastarfall',
    characterName: 'Lyra Vale',
    server: 'S12',
    characterClass: 'Scholar',
    characterLevel: 187,
    guildName: 'Starlit Quills',
    guildRole: 'Leader',
    loverKey: '02',
    loverName: 'Bram Ironoak',
    heirs: ['Tamsin', 'Odette'],
    joinedDaysAgo: 361,
    hasAvatar: true,
    roster: ['Cassian Vellory', 'Isembard Quill', 'Aldric Thornveil', 'Elowen Marchbank', 'Lisette Arden'],
    favouriteOutfit: { number: 12, gender: 'female' },
  }),
  member('02', 'bram', {
    name: 'Bram',
    username: 'ironoak_bram',
    biography: 'Tank enjoyer. If it has a shield, I have levelled it. Deputy of Starlit Quills.',
    location: 'Rotterdam, Netherlands',
    discordHandle: 'ironoak_bram',
    characterName: 'Bram Ironoak',
    server: 'S12',
    characterClass: 'Guard',
    characterLevel: 203,
    guildName: 'Starlit Quills',
    guildRole: 'Deputy',
    loverKey: '01',
    loverName: 'Lyra Vale',
    heirs: ['Tamsin', 'Odette'],
    joinedDaysAgo: 334,
    hasAvatar: true,
    roster: ['Aldric Thornveil', 'Brannoc Ashgrave', 'Oriane Blackwell', 'Rosalind Vey', 'Sera Vantmoor'],
    favouriteOutfit: { number: 27, gender: 'male' },
  }),
  member('03', 'mira', {
    name: 'Mira',
    username: 'saffron_sage',
    biography:
      'Collector of Gourmet heroes and banquet recipes. I write the Hearth Wardens newsletter every Sunday.',
    location: 'Melbourne, Australia',
    characterName: 'Mira Honeydew',
    server: 'A7',
    characterClass: 'Gourmet',
    characterLevel: 142,
    guildName: 'Hearth Wardens',
    guildRole: 'Leader',
    loverName: 'Jory Fenwick',
    heirs: ['Pip'],
    joinedDaysAgo: 302,
    hasAvatar: true,
    roster: [
      'Marguerite Saffron',
      'Basil Honeycutt',
      'Liora Candlewick',
      'Clementine Dusk',
      'Idony Marchpane',
    ],
    favouriteOutfit: { number: 33, gender: 'female' },
  }),
  member('04', 'theo', {
    name: 'Theo',
    username: 'quietquill',
    biography: 'Mostly lurking, occasionally theorycrafting. Secretary of Hearth Wardens.',
    location: null,
    characterName: 'Theo Linden',
    server: 'A7',
    characterClass: 'Scholar',
    characterLevel: 96,
    guildName: 'Hearth Wardens',
    guildRole: 'Secretary',
    loverName: null,
    heirs: [],
    joinedDaysAgo: 271,
    hasAvatar: false,
  }),
  member('05', 'ivy', {
    name: 'Ivy',
    username: 'greenthumb_ivy',
    biography:
      'Healer at heart. Doctors are underrated and I will die on this hill (then revive with Second Bloom).',
    location: 'Vancouver, Canada',
    youtubeHandle: 'GreenthumbIvyPlays',
    characterName: 'Ivy Marsh',
    server: 'S3',
    characterClass: 'Doctor',
    characterLevel: 164,
    guildName: 'Moonrise Court',
    guildRole: 'Diplomat',
    loverName: 'Rowan Pike',
    heirs: ['Fern', 'Hazel', 'Bramble'],
    joinedDaysAgo: 243,
    hasAvatar: true,
    roster: ['Elowen Marchbank', 'Fennick Salvay', 'Aurek Hollowmere', 'Mirelle Sandrow', 'Corwin Ashby'],
    favouriteOutfit: { number: 48, gender: 'female' },
  }),
  member('06', 'rook', {
    name: 'Rook',
    username: 'captain_rook',
    biography: 'Leader of Moonrise Court on S3. Top ten in the Guild Coliseum four seasons running.',
    location: 'Austin, Texas',
    twitterHandle: 'captainrook',
    discordHandle: 'captain_rook',
    characterName: 'Rook Calder',
    server: 'S3',
    characterClass: 'Guard',
    characterLevel: 211,
    guildName: 'Moonrise Court',
    guildRole: 'Leader',
    loverName: 'Sable Quinn',
    heirs: ['Garrick'],
    joinedDaysAgo: 198,
    hasAvatar: true,
    roster: [
      'Gideon Marrowfield',
      'Aldric Thornveil',
      'Celestine Harrow',
      'Cassian Vellory',
      'Fennick Salvay',
    ],
    favouriteOutfit: { number: 71, gender: 'male' },
  }),
  member('07', 'nell', {
    name: 'Nell',
    username: 'lanternlass',
    biography: 'New-ish player, loving the festivals. Please be patient with my questions!',
    location: 'Dublin, Ireland',
    characterName: 'Nell Bright',
    server: 'EU9',
    characterClass: 'Gourmet',
    characterLevel: 58,
    guildName: 'Lantern Guild',
    guildRole: 'Member',
    loverName: null,
    heirs: [],
    joinedDaysAgo: 157,
    hasAvatar: true,
    roster: ['Caspar Ember', 'Rolf Barleymead', 'Juniper Lark'],
    favouriteOutfit: { number: 5, gender: 'female' },
  }),
  member('08', 'aria', {
    name: 'Aria',
    username: 'duskpetal',
    biography:
      'Outfit hunter. I have every Seasonal outfit since launch and a screenshot folder to prove it.',
    location: 'Kraków, Poland',
    characterName: 'Aria Dusk',
    server: 'EU9',
    characterClass: 'Doctor',
    characterLevel: 120,
    guildName: 'Lantern Guild',
    guildRole: 'Elite',
    loverName: 'Teodor Vance',
    heirs: ['Lune'],
    joinedDaysAgo: 129,
    hasAvatar: false,
    favouriteOutfit: { number: 104, gender: 'female' },
  }),
  member('09', 'kit', {
    name: 'Kit',
    username: 'thornfield_kit',
    biography: 'Casual Guard player. Here for the team builder and the memes.',
    location: null,
    characterName: 'Kit Thornfield',
    server: 'NA2',
    characterClass: 'Guard',
    characterLevel: 77,
    guildName: 'Iron Oath',
    guildRole: 'Member',
    loverName: null,
    heirs: [],
    joinedDaysAgo: 94,
    hasAvatar: true,
  }),
  member('10', 'sol', {
    name: 'Sol',
    username: 'pagebound',
    biography:
      'I write guides so I do not forget my own strategies. Leader of Iron Oath on NA2; we recruit every ' +
      'week.',
    location: 'Porto Alegre, Brazil',
    characterName: 'Sol Amberlee',
    server: 'NA2',
    characterClass: 'Scholar',
    characterLevel: 149,
    guildName: 'Iron Oath',
    guildRole: 'Leader',
    loverName: 'Marin Coles',
    heirs: ['Dario', 'Luz'],
    joinedDaysAgo: 61,
    hasAvatar: true,
    favouriteOutfit: { number: 88, gender: 'male' },
  }),
  member('11', 'odo', {
    name: 'Odo',
    username: 'brewmaster_odo',
    biography: 'Just started. Rolf Barleymead is my spirit animal.',
    location: 'Munich, Germany',
    characterName: 'Odo Barrow',
    server: 'S12',
    characterClass: 'Gourmet',
    characterLevel: 33,
    guildName: null,
    guildRole: null,
    loverName: null,
    heirs: [],
    joinedDaysAgo: 30,
    hasAvatar: false,
  }),
  member('12', 'rue', {
    name: 'Rue',
    username: 'moonlit_rue',
    biography:
      'Doctor and Scholar main, Tower climber, Lantern Guild leader. I answer questions in the guide ' +
      'comments ' +
      'whenever I can.',
    location: 'Osaka, Japan',
    discordHandle: 'moonlit.rue',
    characterName: 'Rue Winterly',
    server: 'EU9',
    characterClass: 'Doctor',
    characterLevel: 198,
    guildName: 'Lantern Guild',
    guildRole: 'Leader',
    loverName: 'Ash Morrow',
    heirs: ['Wren', 'Cass'],
    joinedDaysAgo: 12,
    hasAvatar: true,
    roster: ['Elowen Marchbank', 'Thessaly Moorcroft', 'Cassian Vellory', 'Rosalind Vey', 'Sorrel Vantage'],
    favouriteOutfit: { number: 140, gender: 'male' },
  }),
];

/** Friend pairs by member key; each becomes two relationship rows of type friend. */
export const FRIENDSHIPS: [string, string, number][] = [
  ['01', '02', 320],
  ['01', '04', 250],
  ['01', '05', 200],
  ['01', '10', 50],
  ['02', '06', 180],
  ['03', '04', 260],
  ['03', '07', 140],
  ['03', '11', 20],
  ['05', '06', 190],
  ['05', '12', 10],
  ['06', '12', 9],
  ['07', '08', 120],
  ['07', '12', 8],
  ['08', '12', 8],
  ['09', '10', 55],
];

export type ProfileCommentSeed = {
  key: string;
  profile: string;
  author: string;
  content: string;
  daysAgo: number;
  replyTo?: string;
};

/** Comments on member profiles (top-level ones by friends of the owner) and a few replies. */
export const PROFILE_COMMENTS: ProfileCommentSeed[] = [
  {
    key: 'lyra-1',
    profile: '01',
    author: '02',
    content: 'Coliseum tonight at eight? I will bring the good shields.',
    daysAgo: 3,
  },
  {
    key: 'lyra-1-reply',
    profile: '01',
    author: '01',
    content: 'Would not miss it. Bring snacks too :)',
    daysAgo: 3,
    replyTo: 'lyra-1',
  },
  {
    key: 'lyra-2',
    profile: '01',
    author: '05',
    content: 'Your Starfall Trials clear was so clean. Teach me your ways!',
    daysAgo: 20,
  },
  {
    key: 'rook-1',
    profile: '06',
    author: '05',
    content: 'Thanks for carrying Moonrise Court through the Gate challenge, captain!',
    daysAgo: 45,
  },
  {
    key: 'rue-1',
    profile: '12',
    author: '07',
    content: 'Your Elowen tips saved my Tower run. Thank you so much!',
    daysAgo: 5,
  },
  {
    key: 'rue-1-reply',
    profile: '12',
    author: '12',
    content: 'So glad it helped! Floor 80 next?',
    daysAgo: 4,
    replyTo: 'rue-1',
  },
  {
    key: 'mira-1',
    profile: '03',
    author: '04',
    content: 'The Cook-Off team you suggested worked perfectly. Second place in the realm!',
    daysAgo: 14,
  },
  {
    key: 'sol-1',
    profile: '10',
    author: '09',
    content: 'Is Iron Oath recruiting? Asking for a friend (the friend is me).',
    daysAgo: 40,
  },
  {
    key: 'sol-1-reply',
    profile: '10',
    author: '10',
    content: 'Always! Send an application in game and mention this comment.',
    daysAgo: 39,
    replyTo: 'sol-1',
  },
];
