export type PageSeed = {
  slug: 'about-website' | 'about-game';
  title: string;
  content: string;
  banner: boolean;
};

/** The two editable About pages. */
export const PAGES: PageSeed[] = [
  {
    slug: 'about-website',
    title: 'About Heroes Haven',
    banner: false,
    content:
      '<p><strong>Heroes Haven</strong> is an unofficial, fan-made community website for players of the ' +
      'Aurenvale mobile RPG. It is run by players, for players, and is not affiliated with the game’s ' +
      'publisher.</p>' +
      '<h2>What you will find here</h2><ul>' +
      '<li><strong>Hero Database</strong>: every hero with classes, rarities, roles, skills and community ' +
      'ratings.</li>' +
      '<li><strong>Team Builder</strong>: plan five-hero teams and share them with a link.</li>' +
      '<li><strong>Game Database</strong>: gear, relics, pets, maps and more, kept up to date by our ' +
      'editors.</li>' +
      '<li><strong>Profile System</strong>: show off your character, guild, Game Team and favourite ' +
      'outfit, and make friends.</li>' +
      '<li><strong>Real-time updates</strong>: comments and notifications appear as they happen.</li>' +
      '<li><strong>Guides</strong>: strategy written by the community and reviewed before publishing.</li>' +
      '</ul><p>Found a mistake or have an idea? Use the Contact page: we read every message.</p>',
  },
  {
    slug: 'about-game',
    title: 'About the Kingdom of Aurenvale',
    banner: true,
    content:
      '<p>Aurenvale is a river kingdom of orchards, lantern-lit canals and old stone keeps, ruled from the ' +
      'capital city of <strong>Lanternreach</strong>. You play a newly titled noble who arrives at court ' +
      'with ' +
      'little more than a name and a crumbling manor, and rises by gathering heroes, forging alliances and ' +
      'serving the crown.</p>' +
      '<h2>The four great houses</h2><ul>' +
      '<li><strong>The House of the Iron Gate</strong> (Guards): knights and wardens sworn to hold the ' +
      'northern pass.</li>' +
      '<li><strong>The Quill Conclave</strong> (Scholars): archivists, astronomers and poets who keep the ' +
      'kingdom’s laws and secrets.</li>' +
      '<li><strong>The Verdant Infirmary</strong> (Doctors): healers and apothecaries who tend the royal ' +
      'herb ' +
      'gardens.</li>' +
      '<li><strong>The Hearth Guild</strong> (Gourmets): chefs, bakers and brewers whose banquets settle ' +
      'feuds and seal treaties.</li></ul>' +
      '<h2>Heroes and rarity</h2><p>Every hero belongs to one house and has a rarity, from the common ' +
      '<em>R</em> through <em>SR</em>, <em>SSR</em>, <em>UR</em> and <em>GR</em> up to the legendary ' +
      '<em>LR</em>. Heroes fill roles in battle: Tank, Single Attack, AOE, Control or Support. Your five ' +
      'favourites form your Game Team, led by a main hero.</p>' +
      '<h2>Life at court</h2><p>Beyond battle, nobles host banquets, compete in the Moonrise Pageant, ' +
      'climb ' +
      'the Atlas Tower, join guilds for the weekly Bonfire and Coliseum, marry, and raise heirs who one ' +
      'day ' +
      'study at the Academy. Outfits for every occasion, from festival robes to battle harness, let you ' +
      'dress the part.</p>' +
      // The codes page links to this section by its heading's anchor (REDEEM_HELP_PATH).
      '<h2>Redeeming a code</h2><p>Redeem codes unlock gifts from the crown: Gold Leaf, scrolls, ' +
      'festival tokens and now and then an outfit. To claim one:</p><ol>' +
      '<li>Copy the code from the Game Redeem Codes page on this site.</li>' +
      '<li>In the game, tap your noble’s portrait in the top-left corner of the manor to open your ' +
      'Profile.</li>' +
      '<li>Choose <strong>Settings</strong>, then <strong>Gift Code</strong>.</li>' +
      '<li>Paste the code into the box exactly as written and tap <strong>Redeem</strong>.</li>' +
      '<li>Open the <strong>Royal Post</strong> from the manor’s mailbox and collect the letter that ' +
      'carries your rewards. Letters keep for 30 days.</li></ol>' +
      '<p>Each code works once per account, through its last valid day. If the game calls a code ' +
      'invalid, look for a mistyped letter (a zero for an O is the usual culprit) and check that the ' +
      'code is still listed among the active ones: expired codes are kept on the page only as a ' +
      'record.</p>',
  },
];
