export type GuideSeed = {
  title: string;
  /** Fixed six digits for the slug, so re-seeding finds the same guide. */
  suffix: string;
  author: string;
  status: 'approved' | 'pending';
  tags: string[];
  daysAgo: number;
  thumbnail: boolean;
  /** Names of the demo heroes the guide is about, in order (at most five). */
  heroes: string[];
  content: string;
};

/** Community guides: six approved and two waiting for review. */
export const GUIDES: GuideSeed[] = [
  {
    title: 'A Beginner’s Path Through the First Forty Days',
    suffix: '418305',
    author: '10',
    status: 'approved',
    tags: ['beginner', 'progression'],
    daysAgo: 48,
    thumbnail: true,
    heroes: ['Hale Pennick', 'Juniper Lark'],
    content:
      '<p>Starting out in Aurenvale can feel overwhelming. This is the order I wish someone had told ' +
      'me.</p>' +
      '<h2>Days 1 to 10: build the manor</h2><ul><li>Upgrade the study first: it speeds up every other ' +
      'building.</li><li>Spend your first summons on the Grand Banquet banner only if it features a ' +
      'Support ' +
      'hero.</li></ul><h2>Days 11 to 25: join a guild</h2><p>Guild Bonfire and Guild Trial rewards add up ' +
      'quickly. Pick an active guild over a strong one.</p><h2>Days 26 to 40: specialise</h2><p>Choose one ' +
      'class to invest in and stick with it until your main hero reaches level 120.</p>',
  },
  {
    title: 'Tank Tier List for the Guild Coliseum',
    suffix: '902117',
    author: '02',
    status: 'approved',
    tags: ['tier list', 'coliseum', 'tank'],
    daysAgo: 33,
    thumbnail: true,
    heroes: ['Aldric Thornveil', 'Brannoc Ashgrave', 'Oriane Blackwell'],
    content:
      '<p>After the version 3.4 bracket changes, fights are shorter and burst damage matters more. Here is ' +
      'how ' +
      'the tanks stack up.</p><h2>Top tier</h2><ul><li><strong>Aldric Thornveil</strong>: Oathwall still ' +
      'decides most matches.</li><li><strong>Brannoc Ashgrave</strong>: immune to control when it ' +
      'counts.</li>' +
      '</ul><h2>Strong</h2><ul><li><strong>Oriane Blackwell</strong> and <strong>Rosalind Vey</strong>: ' +
      'excellent hybrids.</li></ul><h2>Budget picks</h2><p><em>Tobin Grael</em> and <em>Rolf ' +
      'Barleymead</em> ' +
      'carry early brackets surprisingly well.</p>',
  },
  {
    title: 'Doctors Are Underrated: A Healing Primer',
    suffix: '550734',
    author: '05',
    status: 'approved',
    tags: ['doctor', 'support', 'team building'],
    daysAgo: 27,
    thumbnail: false,
    heroes: ['Rosalind Vey', 'Elowen Marchbank'],
    content:
      '<p>Most teams bring one healer and hope for the best. Two Doctors in the right slots turn long ' +
      'fights ' +
      'into sure wins.</p><h2>The core pair</h2><ul><li><strong>Elowen Marchbank</strong> cleanses and ' +
      'revives.</li><li><strong>Fennick Salvay</strong> patches the weakest ally every turn.</li></ul>' +
      '<p>Put your main Doctor in slot 4 so the leader bonus boosts healing, and keep a Control hero in ' +
      'the ' +
      'front row to buy time.</p>',
  },
  {
    title: 'Banquet Etiquette and Reward Timing',
    suffix: '127649',
    author: '03',
    status: 'approved',
    tags: ['banquet', 'events'],
    daysAgo: 19,
    thumbnail: true,
    heroes: [],
    content:
      '<p>Banquets run three times a day, and the rewards depend on more than showing up.</p><h2>When to ' +
      'host</h2><p>The 21:30 Banquet has the most guests on most realms, so host then if you want the full ' +
      'guest bonus.</p><h2>What to bring</h2><ul><li>Gift dishes raise the host’s favour and your own.</li>' +
      '<li>Gourmet heroes at the table add a small bonus each.</li></ul><p>And please: never leave before ' +
      'the ' +
      'toast!</p>',
  },
  {
    title: 'Climbing the Atlas Tower: Floors 61 to 80',
    suffix: '773021',
    author: '12',
    status: 'approved',
    tags: ['atlas tower', 'pve', 'advanced'],
    daysAgo: 11,
    thumbnail: true,
    heroes: ['Cassian Vellory', 'Thessaly Moorcroft', 'Rosalind Vey'],
    content:
      '<p>The new floors punish slow teams. The Clockwork Regent gains a shield every third turn, so plan ' +
      'your ' +
      'burst around it.</p><h2>Recommended team</h2><ul><li>Slot 4: <strong>Elowen Marchbank</strong> for ' +
      'sustain.</li><li><strong>Thessaly Moorcroft</strong> to charm the brass courtiers.</li>' +
      '<li><strong>Cassian Vellory</strong> for area damage.</li></ul><h2>Floor 78</h2><p>Silence the left ' +
      'courtier first, or it will heal the Regent to full.</p>',
  },
  {
    title: 'Outfit Hunting Calendar',
    suffix: '364988',
    author: '08',
    status: 'approved',
    tags: ['outfits', 'events'],
    daysAgo: 6,
    thumbnail: false,
    heroes: [],
    content:
      '<p>Seasonal outfits return on a fairly predictable schedule. Here is what I have tracked since ' +
      'launch.' +
      '</p><ul><li><strong>Winter</strong>: Frostbloom and Snowdrift sets from the solstice event.</li>' +
      '<li><strong>Spring</strong>: Springtide sets from the Flower Fete.</li><li><strong>Summer</strong>: ' +
      'Midsummer sets from the Lantern Festival exchange.</li><li><strong>Autumn</strong>: Maple and ' +
      'Autumn ' +
      'Ember sets from Harvest Banquet Week.</li></ul><p>Save festival tokens between events: the exchange ' +
      'shop often restocks older outfits.</p>',
  },
  {
    title: 'Gourmet Burst Team for the Cook-Off',
    suffix: '681450',
    author: '11',
    status: 'pending',
    tags: ['gourmet', 'events'],
    daysAgo: 2,
    thumbnail: false,
    heroes: ['Rolf Barleymead', 'Caspar Ember', 'Marguerite Saffron'],
    content:
      '<p>My first guide! I tried a lot of teams in the Cook-Off and this one scored the most points for ' +
      'me.' +
      '</p><ul><li>Fabian Peppercorn</li><li>Caspar Ember</li><li>Quince Avery</li><li>Rolf Barleymead</li>' +
      '<li>Nutmeg Parsons</li></ul><p>All of them are easy to get, so it works for new players too.</p>',
  },
  {
    title: 'Control Chains in the Starfall Trials',
    suffix: '245906',
    author: '01',
    status: 'pending',
    tags: ['scholar', 'control', 'advanced'],
    daysAgo: 1,
    thumbnail: false,
    heroes: ['Cassian Vellory', 'Isembard Quill', 'Amaryn Solace'],
    content:
      '<p>The Starfall Trials reward teams that never let the enemy act. With a Scholar main you can chain ' +
      'freezes, silences and charms for up to six turns.</p><h2>Order of casts</h2><ul><li>Closed Chapter ' +
      'first, on the two fastest enemies.</li><li>Point of Order as the freeze ends.</li><li>Forbidden ' +
      'Stanza ' +
      'on whoever is left.</li></ul>',
  },
];
