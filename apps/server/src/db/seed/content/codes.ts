export type RedeemCodeSeed = {
  code: string;
  description: string;
  rewards: string;
  isActive: boolean;
  /** Days before the seed run the code was added. */
  createdDaysAgo: number;
  /** Days after the seed run it expires (negative: already past); null for no expiry date. */
  expiresInDays: number | null;
};

/** Demo redeem codes: five live ones (the first is the newest) and twelve retired ones. */
export const REDEEM_CODES: RedeemCodeSeed[] = [
  {
    code: 'MOONRISEGALA',
    description: 'Moonrise Pageant weekend celebration.',
    rewards: '300 Gold Leaf, 2 Pageant Tickets, 1 Moonlit Hairpin',
    isActive: true,
    createdDaysAgo: 1,
    expiresInDays: 6,
  },
  {
    code: 'LANTERNGLOW',
    description: 'Lantern Festival gift from the Silverrun guilds.',
    rewards: '5 Festival Paper, 50 Festival Tokens',
    isActive: true,
    createdDaysAgo: 6,
    expiresInDays: 10,
  },
  {
    code: 'HEARTHFEAST',
    description: 'A treat from the Hearth Guild kitchens.',
    rewards: '3 Banquet Dishes, 100 Stamina Tea',
    isActive: true,
    createdDaysAgo: 13,
    expiresInDays: null,
  },
  {
    code: 'QUILLARCHIVE',
    description: 'Celebrating the opening of the Starlit Library.',
    rewards: '10 Skill Scrolls, 1 Archive Portrait Frame',
    isActive: true,
    createdDaysAgo: 25,
    expiresInDays: 30,
  },
  {
    code: 'WELCOMENOBLE',
    description: 'Starter gift for new nobles. Usable once per account.',
    rewards: '500 Gold Leaf, 1 SR Hero Choice Chest',
    isActive: true,
    createdDaysAgo: 200,
    expiresInDays: null,
  },
  {
    code: 'ANNIVERSARY1',
    description: 'First anniversary gift.',
    rewards: '1 Anniversary Chest, 1000 Gold Leaf',
    isActive: false,
    createdDaysAgo: 41,
    expiresInDays: -20,
  },
  {
    code: 'HARVESTMOON',
    description: 'Harvest Banquet Week bonus.',
    rewards: '2 Harvest Baskets, 200 Grain',
    isActive: false,
    createdDaysAgo: 36,
    expiresInDays: -28,
  },
  {
    code: 'IRONGATE20',
    description: 'Guardians of the Gate challenge support pack.',
    rewards: '20 Guard Shards, 3 Defence Tonics',
    isActive: false,
    createdDaysAgo: 50,
    expiresInDays: -36,
  },
  {
    code: 'ATLASCLIMB',
    description: 'Atlas Tower floors 61-80 launch.',
    rewards: '1 Skill Scroll Chest, 100 Tower Keys',
    isActive: false,
    createdDaysAgo: 44,
    expiresInDays: -30,
  },
  {
    code: 'SPRINGTIDE',
    description: 'Spring festival greetings.',
    rewards: '1 Springtide Ribbon, 150 Gold Leaf',
    isActive: false,
    createdDaysAgo: 90,
    expiresInDays: -70,
  },
  {
    code: 'MERGEDAY',
    description: 'Thanks for your patience during the Amberfall and Duskmoor merge.',
    rewards: '300 Gold Leaf, 1 Rename Scroll',
    isActive: false,
    createdDaysAgo: 9,
    expiresInDays: -2,
  },
  {
    code: 'FROSTBLOOM',
    description: 'Winter solstice gift.',
    rewards: '1 Frostbloom Scarf, 5 Hot Cocoa',
    isActive: false,
    createdDaysAgo: 160,
    expiresInDays: -140,
  },
  {
    code: 'COOKOFFCHAMP',
    description: 'Hearth Guild Cook-Off participation reward.',
    rewards: '10 Recipe Pages, 2 Golden Ladles',
    isActive: false,
    createdDaysAgo: 15,
    expiresInDays: -5,
  },
  {
    code: 'STARFALL',
    description: 'Starfall Trials launch gift.',
    rewards: '5 Scholar Shards, 50 Stardust',
    isActive: false,
    createdDaysAgo: 24,
    expiresInDays: -12,
  },
  {
    code: 'SORRYFORWAIT',
    description: 'Compensation for extended maintenance.',
    rewards: '200 Gold Leaf, 50 Stamina Tea',
    isActive: false,
    createdDaysAgo: 12,
    expiresInDays: -7,
  },
  {
    code: 'GUILDBONFIRE',
    description: 'Guild Bonfire anniversary night.',
    rewards: '3 Firewood Bundles, 1 Guild Banner Dye',
    isActive: false,
    createdDaysAgo: 120,
    expiresInDays: -100,
  },
  {
    code: 'FIRSTLIGHT',
    description: 'Launch day code.',
    rewards: '1000 Gold Leaf, 1 SSR Hero Choice Chest',
    isActive: false,
    createdDaysAgo: 365,
    expiresInDays: -330,
  },
];
