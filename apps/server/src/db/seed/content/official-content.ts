export type OfficialContentSeed = {
  type: 'news' | 'updates' | 'events';
  title: string;
  description: string;
  content: string;
  /** How many days before the seed run it was published (0 is today). */
  daysAgo: number;
};

/** News, patch notes and event announcements for the fictional Kingdom of Aurenvale. */
export const OFFICIAL_CONTENT: OfficialContentSeed[] = [
  // News
  {
    type: 'news',
    title: 'Marguerite Saffron Joins the Royal Kitchens',
    description: 'The Grand Chef of the Hearth Guild arrives as a new Legendary hero.',
    daysAgo: 2,
    content:
      '<p>The ovens of Lanternreach have never burned so bright. <strong>Marguerite Saffron</strong>, ' +
      'Grand Chef of ' +
      'the Hearth Guild, arrives in Aurenvale as a new <strong>LR Gourmet</strong> hero.</p>' +
      '<h2>What she brings</h2><ul><li><strong>Feast of Accord</strong> raises the whole team’s attack and ' +
      'defence.' +
      '</li><li><strong>Flambé Finale</strong> deals heavy damage to every enemy.</li><li>Her passive, ' +
      '<em>Secret Spice</em>, makes her first buff last one turn longer.</li></ul>' +
      '<p>She can be recruited from the Grand Banquet summon for the next fourteen days. ' +
      'Share your first impressions in the hero comments!</p>',
  },
  {
    type: 'news',
    title: 'Server Merge: Amberfall and Duskmoor Become One',
    description: 'Two of the oldest realms will be joined next week; here is what to expect.',
    daysAgo: 9,
    content:
      '<p>After a long vote among both communities, the realms of <strong>Amberfall</strong> and ' +
      '<strong>Duskmoor</strong> will merge during next week’s maintenance.</p>' +
      '<h2>What happens to your progress</h2><ul><li>Heroes, outfits and resources are kept in full.</li>' +
      '<li>Guilds keep their names; if two share a name, the younger one may rename for free.</li>' +
      '<li>Coliseum rankings restart with a fresh season.</li></ul>' +
      '<p>Guild leaders should check their rosters before the merge: guilds above fifty members will be ' +
      'asked ' +
      'to trim down within seven days.</p>',
  },
  {
    type: 'news',
    title: 'Community Spotlight: The Silverrun Lantern Guild',
    description: 'Meet the guild that lit up the whole river for the Lantern Festival.',
    daysAgo: 17,
    content:
      '<p>This month we sat down with the <strong>Silverrun Lantern Guild</strong>, whose members ' +
      'coordinated ' +
      'over three hundred lanterns along the river during the last festival.</p>' +
      '<p>Their leader says the secret is simple: <em>“Everyone brings one lantern, and nobody is ever too ' +
      'low level to help.”</em></p><h2>Their tips for new guilds</h2><ul><li>Set a weekly Guild Bonfire ' +
      'time everyone can make.</li><li>Pair new members with a mentor.</li><li>Celebrate small wins, not ' +
      'only ' +
      'ranking rewards.</li></ul>',
  },
  {
    type: 'news',
    title: 'The Quill Conclave Opens Its Archives',
    description: 'New lore chapters reveal the history of the four great houses.',
    daysAgo: 26,
    content:
      '<p>The Archivists of the Quill Conclave have unsealed the <strong>Starlit Library</strong>. Six new ' +
      'lore ' +
      'chapters tell how the four houses swore their first oaths to the crown.</p>' +
      '<h2>How to read them</h2><p>Open the Codex from your manor and look for the new <em>Archive</em> ' +
      'tab. ' +
      'Each chapter you finish rewards a small bundle of scrolls and a new portrait frame.</p>',
  },
  {
    type: 'news',
    title: 'A Year in Aurenvale: Thank You, Nobles!',
    description: 'Celebrating the first anniversary with gifts for every player.',
    daysAgo: 41,
    content:
      '<p>One year ago the gates of Lanternreach opened for the first time. Since then you have recruited ' +
      'millions of heroes, hosted countless banquets and written stories we never imagined.</p>' +
      '<ul><li>Every noble receives an <strong>Anniversary Chest</strong> by mail.</li>' +
      '<li>A commemorative outfit, <em>Gilded Court Mantle</em>, is available in the shop.</li></ul>' +
      '<p>Here is to many more years together in the kingdom.</p>',
  },
  {
    type: 'news',
    title: 'Fair Play Report for the Spring Season',
    description: 'An update on accounts removed for cheating and how to report it.',
    daysAgo: 55,
    content:
      '<p>A fair realm is a fun realm. This season the moderation team reviewed every report sent through ' +
      'the ' +
      'in-game form and the community channels.</p><h2>How to help</h2><ul><li>Report suspicious rankings ' +
      'with a screenshot and the player name.</li><li>Never share your account with boosting services.</li>' +
      '</ul><p>Thank you to everyone who keeps Aurenvale honest.</p>',
  },

  // Updates
  {
    type: 'updates',
    title: 'Version 3.4: Guild Coliseum Rework',
    description: 'A new bracket system, shorter matches and clearer rewards for the Guild Coliseum.',
    daysAgo: 4,
    content:
      '<p>Version 3.4 brings the biggest change to the <strong>Guild Coliseum</strong> since launch.</p>' +
      '<h2>Highlights</h2><ul><li>Guilds are matched in brackets of similar power.</li>' +
      '<li>Matches last three rounds instead of five.</li><li>Rewards are shown before each round ' +
      'starts.</li>' +
      '</ul><h2>Balance notes</h2><ul><li><strong>Gideon Marrowfield</strong>: Smoke and Mirrors now lasts ' +
      'two ' +
      'turns (was three).</li><li><strong>Rowan Ellory</strong>: Warm Glow healing increased by ' +
      '10%.</li></ul>',
  },
  {
    type: 'updates',
    title: 'Maintenance Notes: Banquet Hall Improvements',
    description: 'Faster banquet invitations, a guest list search and several fixes.',
    daysAgo: 12,
    content:
      '<p>Scheduled maintenance has finished. Thank you for your patience.</p><h2>Changes</h2><ul>' +
      '<li>Banquet invitations now arrive instantly for guild members.</li>' +
      '<li>You can search the guest list by name.</li><li>Fixed a display issue where seat numbers ' +
      'overlapped ' +
      'on small screens.</li></ul><p>Compensation of <em>200 gold leaf</em> has been sent to every ' +
      'noble.</p>',
  },
  {
    type: 'updates',
    title: 'Version 3.3: Heirs Academy',
    description: 'Heirs can now attend the Academy to learn a specialisation.',
    daysAgo: 22,
    content:
      '<p>Your heirs are growing up. The new <strong>Heirs Academy</strong> lets each heir choose a ' +
      'specialisation: Guard, Scholar, Doctor or Gourmet.</p><ul><li>Specialised heirs give a bonus to ' +
      'heroes ' +
      'of the same class.</li><li>An heir can change specialisation once a month.</li></ul>' +
      '<p>Visit the Academy from the manor’s east wing.</p>',
  },
  {
    type: 'updates',
    title: 'Outfit Wardrobe Filters and Favourites',
    description: 'Find the right look faster with new wardrobe filters.',
    daysAgo: 31,
    content:
      '<p>The wardrobe now lets you filter outfits by <strong>category</strong> and <strong>tag</strong>, ' +
      'and ' +
      'mark one outfit as your favourite to show on your noble card.</p><ul><li>Categories: Formal, ' +
      'Casual, ' +
      'Festival, Battle, Royal and Seasonal.</li><li>Favourites remember whether you prefer the male or ' +
      'female ' +
      'version.</li></ul>',
  },
  {
    type: 'updates',
    title: 'Version 3.2: Atlas Tower Floors 61 to 80',
    description: 'Twenty new floors, new bosses and a new title for the brave.',
    daysAgo: 44,
    content:
      '<p>The <strong>Atlas Tower</strong> grows taller. Floors 61 to 80 are now open, guarded by the ' +
      '<em>Clockwork Regent</em> and his brass courtiers.</p><h2>Rewards</h2><ul><li>Clearing floor 80 ' +
      'grants ' +
      'the title <strong>Tower Climber</strong>.</li><li>Every tenth floor drops a skill scroll ' +
      'chest.</li></ul>',
  },
  {
    type: 'updates',
    title: 'Quality of Life: Team Presets',
    description: 'Save up to five team presets and switch between them in one tap.',
    daysAgo: 58,
    content:
      '<p>You asked, we listened. You can now save <strong>five team presets</strong> and switch between ' +
      'them ' +
      'before any battle.</p><ul><li>Presets are shared between the Coliseum and the Tower.</li>' +
      '<li>Each preset can have its own main hero.</li></ul><p>Happy team building!</p>',
  },

  // Events
  {
    type: 'events',
    title: 'Moonrise Pageant Weekend',
    description: 'Dress to impress: the Pageant returns with double votes all weekend.',
    daysAgo: 1,
    content:
      '<p>The <strong>Moonrise Pageant</strong> is back. Choose your finest outfit and take the stage in ' +
      'front ' +
      'of the whole court.</p><h2>Event rules</h2><ul><li>Preliminary rounds on Friday, final on ' +
      'Sunday.</li>' +
      '<li>Votes count double from Saturday noon.</li><li>The top three nobles of each realm win a ' +
      '<em>Moonlit</em> outfit.</li></ul>',
  },
  {
    type: 'events',
    title: 'The Lantern Festival Returns',
    description: 'Light lanterns along the Silverrun and trade them for festival rewards.',
    daysAgo: 7,
    content:
      '<p>For ten nights the river glows. Craft lanterns from festival paper and float them down the ' +
      '<strong>Silverrun</strong> to earn Festival Tokens.</p><ul><li>Exchange tokens for outfits, ' +
      'portrait frames and hero shards.</li><li>Guild lanterns give every member a bonus token.</li></ul>' +
      '<p><em>Tip:</em> lanterns launched during the evening Banquet count twice.</p>',
  },
  {
    type: 'events',
    title: 'Hearth Guild Cook-Off',
    description: 'Compete with your Gourmet heroes in a week-long cooking tournament.',
    daysAgo: 15,
    content:
      '<p>The Hearth Guild invites every noble to its annual <strong>Cook-Off</strong>. Send your Gourmet ' +
      'heroes into the kitchen arena and impress the judges.</p><h2>Scoring</h2><ul><li>Each Gourmet hero ' +
      'adds ' +
      'points based on rarity and level.</li><li>Recipes discovered during the event give bonus ' +
      'points.</li>' +
      '</ul>',
  },
  {
    type: 'events',
    title: 'Starfall Trials',
    description: 'Scholars lead the charge in a limited challenge mode.',
    daysAgo: 24,
    content:
      '<p>Stars are falling over the northern pass. In the <strong>Starfall Trials</strong> only Scholar ' +
      'heroes ' +
      'may take the main slot.</p><ul><li>Five stages, each harder than the last.</li><li>Clear all five ' +
      'for ' +
      'a <em>Starlace</em> outfit.</li></ul>',
  },
  {
    type: 'events',
    title: 'Harvest Banquet Week',
    description: 'Host banquets to earn double harvest rewards all week long.',
    daysAgo: 36,
    content:
      '<p>The fields are golden and the tables are full. During <strong>Harvest Banquet Week</strong> ' +
      'every ' +
      'banquet you host or attend grants double rewards.</p><ul><li>Hosts receive an extra Harvest ' +
      'Basket.</li>' +
      '<li>Guests can bring one gift dish each day.</li></ul>',
  },
  {
    type: 'events',
    title: 'Guardians of the Gate Challenge',
    description: 'Hold the Iron Gate against twenty waves with your Guard heroes.',
    daysAgo: 50,
    content:
      '<p>The Iron Gate is under siege. Build a team around your sturdiest <strong>Guard</strong> heroes ' +
      'and ' +
      'hold against twenty waves.</p><ul><li>Every fifth wave brings a captain with a special ability.</li>' +
      '<li>Rewards scale with the wave you reach.</li></ul><p>Good luck, defenders!</p>',
  },
];
