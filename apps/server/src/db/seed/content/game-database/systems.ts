import { type DatabaseEntrySeed, describe } from './entry.ts';

/** How the game works. */
export const SYSTEMS: DatabaseEntrySeed[] = [
  {
    name: 'Guild Bonfire',
    summary: 'The weekly guild gathering where members add logs and share the rewards of one great fire.',
    tags: ['guild', 'social'],
    attributes: [
      ['Unlocks at', 'Level 20, after joining a guild'],
      ['Schedule', 'Logs all week, lit on Sunday evening'],
      ['Rewards', 'Bonfire Embers, Bonfire chest'],
      ['Managed by', 'Quartermaster Bram Holloway'],
    ],
    heroes: ['basil-honeycutt', 'rolf-barleymead'],
    description: describe(
      'The Bonfire is the heart of guild life. Every member can add up to ten logs a week, and the size ' +
        'of the fire decides the quality of every chest that comes out of it.',
      'How it works',
      [
        'Gather logs from expeditions, quests and the guild shop.',
        'Add them to the Bonfire at any time during the week.',
        'On Sunday evening the fire is lit, and everyone who added a log opens a chest.',
      ],
      'Tip: logs added by more members count for more than many logs from one member.',
    ),
  },
  {
    name: 'Guild Coliseum',
    summary: 'Weekend guild battles in brackets, where every member fights with one team for Laurels.',
    tags: ['guild', 'combat'],
    attributes: [
      ['Unlocks at', 'Level 60'],
      ['Schedule', 'Friday to Sunday'],
      ['Rewards', 'Coliseum Laurels, season mounts'],
      ['Team size', 'Five heroes per member'],
    ],
    heroes: ['gideon-marrowfield', 'aldric-thornveil'],
    description: describe(
      'Since version 3.4, guilds are placed in brackets of similar strength, so every match is close. ' +
        'Fights are shorter, and burst damage matters more than ever.',
      'Rules',
      [
        'Each member registers one team before Friday.',
        'Matches are fought automatically; wins earn Laurels for the whole guild.',
        'The top ten guilds of each season adopt a Copperwing Drake.',
      ],
    ),
  },
  {
    name: 'Atlas Tower Climb',
    summary: 'A hundred floors of battles that reset every week, with better rewards the higher you go.',
    tags: ['combat', 'progression'],
    attributes: [
      ['Unlocks at', 'Level 20'],
      ['Floors', '100'],
      ['Resets', 'Every Monday'],
      ['Rewards', 'Tower Keys, caches, gear and relics'],
    ],
    heroes: ['sera-vantmoor', 'cassian-vellory'],
    description: describe(
      'Each floor is one battle against a fixed enemy team. Clear it, and the next one opens; fail, and ' +
        'you can try again as often as you like.',
      'Good to know',
      [
        'Every tenth floor has a boss and a guaranteed cache.',
        'Tower Keys skip floors you have already cleared the week before.',
        'Weekly rankings reward the fastest climbers.',
      ],
    ),
  },
  {
    name: 'Hero Ascension',
    summary: 'How heroes grow beyond their level cap: ascend with shards to raise stars and unlock skills.',
    tags: ['progression', 'economy'],
    attributes: [
      ['Unlocks at', 'Level 30'],
      ['Costs', 'Hero shards, gold, Starlight Essence'],
      ['Stages', 'Six stars'],
      ['Effect', 'Higher level cap, stronger skills'],
    ],
    heroes: ['kestrel-dunhallow', 'elowen-marchbank'],
    description: describe(
      'Every hero can ascend from one star to six. Each star raises the level cap by twenty and ' +
        'strengthens a skill; the sixth unlocks the hero’s full potential.',
      'Costs per star',
      [
        '<strong>Stars 1–3</strong>: hero shards and gold.',
        '<strong>Stars 4–5</strong>: more shards and Starlight Essence.',
        '<strong>Star 6</strong>: a Master’s Skill Codex as well.',
      ],
    ),
  },
  {
    name: 'Banquet Hall',
    summary: 'Host banquets for other nobles or attend theirs to earn favour, gold and recipe ingredients.',
    tags: ['social', 'economy'],
    attributes: [
      ['Unlocks at', 'Level 10'],
      ['Guests', '5, more with talents and mounts'],
      ['Rewards', 'Favour, gold, ingredients'],
      ['Cooldown', 'One hosted banquet every eight hours'],
    ],
    heroes: ['marguerite-saffron', 'idony-marchpane'],
    description: describe(
      'Banquets are how nobles make friends and settle scores. The host chooses the dishes, the guests ' +
        'bring gifts, and everyone leaves with something.',
      'Tips',
      [
        'Serve a feast recipe for the biggest rewards.',
        'Invite friends first: they bring better gifts.',
        'The Banquet Host talent adds two extra seats.',
      ],
    ),
  },
  {
    name: 'Marriage and Heirs',
    summary: 'Marry another noble, raise heirs and send them to the Academy to inherit talents and traits.',
    tags: ['social', 'progression'],
    attributes: [
      ['Unlocks at', 'Level 35'],
      ['Heirs', 'Up to four per marriage'],
      ['Academy', 'Study talents, graduate to your household'],
      ['Effect', 'Household bonuses from heir talents and traits'],
    ],
    heroes: ['isembard-quill', 'rosalind-vey'],
    description: describe(
      'Marriage joins two households. Heirs inherit traits from their parents and learn talents at the ' +
        'Academy, and every graduate strengthens your household for good.',
      'How it works',
      [
        'Propose to a friend you have attended three banquets with.',
        'Each heir is born with traits drawn from both parents.',
        'Enrol them at the Academy to learn talents before they graduate.',
      ],
    ),
  },
  {
    name: 'Gem Fusion',
    summary: 'Combine three gems of the same kind and tier into one of the next tier at the workshop.',
    tags: ['progression', 'economy'],
    attributes: [
      ['Unlocks at', 'Level 25'],
      ['Cost', 'Three gems of one kind and tier, plus gold'],
      ['Tiers', '1 to 8'],
      ['Where', 'Manor workshop'],
    ],
    heroes: ['perrin-hollis', 'pell-cardew'],
    description: describe(
      'The workshop fuses three matching gems into one of the next tier. Higher tiers cost more gold, ' +
        'and a Gem Polishing Cloth lowers the cost.',
      'Rules',
      [
        'All three gems must be the same kind and tier.',
        'Fusion always succeeds; there is no chance of failure.',
        'LR gems such as the Starlit Opal cannot be fused.',
      ],
    ),
  },
  {
    name: 'Flash Events',
    summary: 'Short events on a weekly schedule with their own shops, tokens and limited-time rewards.',
    tags: ['economy', 'social'],
    attributes: [
      ['Unlocks at', 'Level 15'],
      ['Schedule', 'Weekly, published in advance'],
      ['Rewards', 'Event tokens, outfits, pets, mounts'],
      ['Length', 'One to three days'],
    ],
    heroes: ['liora-candlewick', 'clementine-dusk'],
    description: describe(
      'Flash events come round every week: festivals, cook-offs, pageants and trials. Each has its own ' +
        'token and shop, and tokens expire when the event ends.',
      'Tips',
      [
        'Check the weekly schedule and plan your stamina.',
        'Spend tokens before the event ends: they do not carry over.',
        'Pets like the Lanternwing Moth raise token gains.',
      ],
    ),
  },
  {
    name: 'Relic Attunement',
    summary: 'Bind a relic to your team and raise its attunement level to strengthen its lasting effect.',
    tags: ['progression', 'combat'],
    attributes: [
      ['Unlocks at', 'Level 35'],
      ['Cost', 'Relic Dust and gold'],
      ['Levels', '1 to 10 per relic'],
      ['Slots', 'One relic per team'],
    ],
    heroes: ['thessaly-moorcroft', 'oriane-blackwell'],
    description: describe(
      'A relic does nothing until it is attuned. Each team carries one, and its effect grows with every ' +
        'attunement level.',
      'How it works',
      [
        'Attune a relic once your account reaches its required level.',
        'Spend Relic Dust to raise its attunement, up to level 10.',
        'Changing a team’s relic keeps the attunement of both.',
      ],
    ),
  },
];
