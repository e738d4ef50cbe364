import type { HeroClass, HeroRole, Rarity, SkillType } from '@haven/shared/heroes/constants';

export type HeroSeed = {
  name: string;
  heroClass: HeroClass;
  rarity: Rarity;
  roles: HeroRole[];
  description: string;
  skills: { name: string; description: string; type: SkillType; cooldown: number }[];
};

/** The demo heroes of the Kingdom of Aurenvale: original characters written for Heroes Haven. */
export const HEROES: HeroSeed[] = [
  // Guards: the House of the Iron Gate
  {
    name: 'Aldric Thornveil',
    heroClass: 'Guard',
    rarity: 'LR',
    roles: ['Tank', 'Control'],
    description:
      'Lord Marshal of the Iron Gate, who has held the northern pass through eleven winters. ' +
      'His oath-bound shield is said to remember every blow it has turned aside.',
    skills: [
      {
        name: 'Oathwall',
        description: 'Raises a barrier that absorbs damage for all allies for two turns.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Gatekeeper’s Verdict',
        description: 'Taunts every enemy and stuns the strongest for one turn.',
        type: 'Ultimate',
        cooldown: 5,
      },
      {
        name: 'Eleven Winters',
        description: 'Passive: takes 20% less damage while above half health.',
        type: 'Passive',
        cooldown: 0,
      },
    ],
  },
  {
    name: 'Brannoc Ashgrave',
    heroClass: 'Guard',
    rarity: 'GR',
    roles: ['Tank'],
    description:
      'A blacksmith’s son who forged his own armour from the bells of a ruined chapel. ' +
      'He laughs loudest when the fighting is thickest.',
    skills: [
      {
        name: 'Bellforged Plate',
        description: 'Increases his defence by 40% and reflects part of the damage taken.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Anvil Stance',
        description: 'Cannot be knocked back or stunned for three turns.',
        type: 'Ultimate',
        cooldown: 5,
      },
    ],
  },
  {
    name: 'Ysolde Ferrant',
    heroClass: 'Guard',
    rarity: 'GR',
    roles: ['Control', 'Single Attack'],
    description:
      'Captain of the Queen’s river patrol, quick with a hooked spear and quicker with a plan. ' +
      'Smugglers on the Silverrun speak her name in whispers.',
    skills: [
      {
        name: 'Riverhook',
        description: 'Pulls one enemy to the front row and lowers its speed.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Undertow',
        description: 'Deals heavy damage to a slowed enemy and silences it for one turn.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Patrol Signal',
        description: 'Grants the ally with the lowest health a first strike next turn.',
        type: 'Ultimate',
        cooldown: 5,
      },
    ],
  },
  {
    name: 'Sera Vantmoor',
    heroClass: 'Guard',
    rarity: 'UR',
    roles: ['Single Attack', 'Tank'],
    description:
      'The youngest knight ever admitted to the Iron Gate, carrying her grandmother’s greatsword. ' +
      'She fights as if the whole kingdom were watching.',
    skills: [
      {
        name: 'Heirloom Cleave',
        description: 'Strikes one enemy for 260% attack; critical hits ignore armour.',
        type: 'Basic',
        cooldown: 0,
      },
      {
        name: 'Unbowed',
        description: 'Survives a lethal blow once per battle with 1 health.',
        type: 'Passive',
        cooldown: 0,
      },
    ],
  },
  {
    name: 'Gideon Marrowfield',
    heroClass: 'Guard',
    rarity: 'UR',
    roles: ['AOE', 'Control'],
    description:
      'A retired siege engineer who still carries a satchel of clever powders. ' +
      'He prefers to win battles before they begin.',
    skills: [
      {
        name: 'Smoke and Mirrors',
        description: 'Blinds all enemies, lowering their accuracy for two turns.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Sapper’s Surprise',
        description: 'Deals area damage to the back row and breaks shields.',
        type: 'Ultimate',
        cooldown: 4,
      },
      {
        name: 'Old Campaigner',
        description: 'Passive: allies gain 10% defence in the first three turns.',
        type: 'Passive',
        cooldown: 0,
      },
    ],
  },
  {
    name: 'Kestrel Dunhallow',
    heroClass: 'Guard',
    rarity: 'SSR',
    roles: ['Single Attack'],
    description:
      'A falconer-knight who rides ahead of the vanguard. Her twin sabres never seem to stop moving.',
    skills: [
      {
        name: 'Stoop',
        description: 'Dives at the enemy with the lowest health for 210% attack.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Feathered Feint',
        description: 'Dodges the next single-target attack against her.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Oriane Blackwell',
    heroClass: 'Guard',
    rarity: 'SSR',
    roles: ['Tank', 'Support'],
    description:
      'Warden of the royal nursery wing, patient as stone and twice as hard to move. ' +
      'Children and recruits alike trust her completely.',
    skills: [
      {
        name: 'Warden’s Cloak',
        description: 'Takes half of the damage aimed at the ally behind her.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Steady Hands',
        description: 'Removes one debuff from every ally in her row.',
        type: 'Active',
        cooldown: 3,
      },
    ],
  },
  {
    name: 'Tobin Grael',
    heroClass: 'Guard',
    rarity: 'SR',
    roles: ['Tank'],
    description: 'A stout gate sergeant who knows every crack in the city walls by heart.',
    skills: [
      {
        name: 'Hold the Line',
        description: 'Taunts all enemies for one turn and gains 25% defence.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Patched Shield',
        description: 'Restores a little health at the end of each turn.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Maelis Corvane',
    heroClass: 'Guard',
    rarity: 'SR',
    roles: ['AOE'],
    description:
      'A halberdier famous for clearing bridges single-handed. She hums marching songs while she works.',
    skills: [
      {
        name: 'Sweeping Arc',
        description: 'Hits every enemy in the front row for 120% attack.',
        type: 'Basic',
        cooldown: 0,
      },
      {
        name: 'Marching Tune',
        description: 'Raises the speed of her row by 10% for two turns.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Hale Pennick',
    heroClass: 'Guard',
    rarity: 'R',
    roles: ['Tank'],
    description: 'A farmhand turned militia guard, armed with a pitchfork and an unshakeable sense of duty.',
    skills: [
      {
        name: 'Stubborn',
        description: 'Gains 15% defence for each ally that has fallen.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Field Guard',
        description: 'Protects the weakest ally from the next attack.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Wren Ostley',
    heroClass: 'Guard',
    rarity: 'R',
    roles: ['Single Attack'],
    description: 'A gate archer with sharp eyes and a sharper tongue.',
    skills: [
      {
        name: 'Arrow from the Parapet',
        description: 'Deals 150% attack to one enemy in the back row.',
        type: 'Basic',
        cooldown: 0,
      },
      {
        name: 'Heckle',
        description: 'Lowers one enemy’s attack by 10% for two turns.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },

  // Scholars: the Quill Conclave
  {
    name: 'Cassian Vellory',
    heroClass: 'Scholar',
    rarity: 'LR',
    roles: ['AOE', 'Control'],
    description:
      'Archivist of the Starlit Library, who reads the constellations like ledgers. ' +
      'When he closes his book, the sky itself seems to hold its breath.',
    skills: [
      {
        name: 'Starfall Index',
        description: 'Calls down starlight on all enemies for 180% attack.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Closed Chapter',
        description: 'Freezes the two fastest enemies for one turn.',
        type: 'Ultimate',
        cooldown: 5,
      },
      {
        name: 'Marginalia',
        description: 'Passive: each skill cast raises his next skill’s damage by 8%.',
        type: 'Passive',
        cooldown: 0,
      },
      {
        name: 'Night Reading',
        description: 'At the start of battle, reveals and weakens the enemy leader.',
        type: 'Passive',
        cooldown: 0,
      },
    ],
  },
  {
    name: 'Isembard Quill',
    heroClass: 'Scholar',
    rarity: 'GR',
    roles: ['Support', 'Control'],
    description:
      'Chancellor of the Conclave and keeper of the kingdom’s laws. ' +
      'He can talk an army into a truce, or into a trap.',
    skills: [
      {
        name: 'Point of Order',
        description: 'Silences all enemies for one turn.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Royal Charter',
        description: 'Raises all allies’ attack by 15% for three turns.',
        type: 'Ultimate',
        cooldown: 5,
      },
    ],
  },
  {
    name: 'Celestine Harrow',
    heroClass: 'Scholar',
    rarity: 'GR',
    roles: ['AOE'],
    description: 'An astronomer who tamed a comet’s tail into a quill. Her equations burn bright and brief.',
    skills: [
      {
        name: 'Comet Script',
        description: 'Deals 200% attack to all enemies; damage rises against burning foes.',
        type: 'Basic',
        cooldown: 0,
      },
      {
        name: 'Perihelion',
        description: 'Sets every enemy alight for three turns.',
        type: 'Ultimate',
        cooldown: 5,
      },
      {
        name: 'Long Orbit',
        description: 'Passive: her energy fills 20% faster.',
        type: 'Passive',
        cooldown: 0,
      },
    ],
  },
  {
    name: 'Lisette Arden',
    heroClass: 'Scholar',
    rarity: 'UR',
    roles: ['AOE'],
    description: 'A cartographer whose maps redraw the battlefield. Rivers move where she inks them.',
    skills: [
      {
        name: 'Redrawn Border',
        description: 'Damages all enemies and swaps two of their positions.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Ink Flood',
        description: 'Deals area damage that lowers enemy speed by 15%.',
        type: 'Ultimate',
        cooldown: 4,
      },
    ],
  },
  {
    name: 'Thessaly Moorcroft',
    heroClass: 'Scholar',
    rarity: 'UR',
    roles: ['Control'],
    description:
      'A poet of the court whose verses are banned in three neighbouring realms. Nobody recalls why.',
    skills: [
      {
        name: 'Forbidden Stanza',
        description: 'Charms one enemy so it attacks its own allies for one turn.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Lullaby in Minor Key',
        description: 'Puts the back row of enemies to sleep for one turn.',
        type: 'Ultimate',
        cooldown: 4,
      },
      {
        name: 'Encore',
        description: 'Passive: 25% chance to recast a control skill.',
        type: 'Passive',
        cooldown: 0,
      },
    ],
  },
  {
    name: 'Rowan Ellory',
    heroClass: 'Scholar',
    rarity: 'SSR',
    roles: ['AOE', 'Support'],
    description:
      'A lantern-maker’s apprentice who studies light itself. His lamps heal as much as they dazzle.',
    skills: [
      { name: 'Prism Burst', description: 'Deals 140% attack to all enemies.', type: 'Basic', cooldown: 0 },
      {
        name: 'Warm Glow',
        description: 'Heals all allies for a small amount each turn for two turns.',
        type: 'Active',
        cooldown: 3,
      },
    ],
  },
  {
    name: 'Perrin Hollis',
    heroClass: 'Scholar',
    rarity: 'SSR',
    roles: ['Single Attack'],
    description: 'A fencing tutor at the academy who lectures mid-duel. His footnotes are unusually sharp.',
    skills: [
      {
        name: 'Footnote',
        description: 'Strikes one enemy twice for 110% attack each.',
        type: 'Basic',
        cooldown: 0,
      },
      {
        name: 'Cited Weakness',
        description: 'Marks a target; allies deal 15% more damage to it.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Amaryn Solace',
    heroClass: 'Scholar',
    rarity: 'SR',
    roles: ['Control'],
    description: 'A quiet translator of forgotten tongues, whose whispered words can still a charging boar.',
    skills: [
      {
        name: 'Old Word for Stop',
        description: 'Stuns one enemy for one turn.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Soft Syllables',
        description: 'Lowers all enemies’ energy gain for two turns.',
        type: 'Active',
        cooldown: 3,
      },
    ],
  },
  {
    name: 'Dorian Falk',
    heroClass: 'Scholar',
    rarity: 'SR',
    roles: ['Support'],
    description: 'The Conclave’s tireless librarian, who always knows which book you need before you ask.',
    skills: [
      { name: 'Recommended Reading', description: 'Grants one ally 30 energy.', type: 'Active', cooldown: 2 },
      {
        name: 'Quiet, Please',
        description: 'Cleanses one silence effect from every ally.',
        type: 'Active',
        cooldown: 3,
      },
    ],
  },
  {
    name: 'Nella Brightwater',
    heroClass: 'Scholar',
    rarity: 'R',
    roles: ['AOE'],
    description: 'A first-year alchemy student whose experiments tend to end loudly.',
    skills: [
      {
        name: 'Unstable Flask',
        description: 'Deals 100% attack to all enemies; sometimes splashes herself.',
        type: 'Basic',
        cooldown: 0,
      },
      {
        name: 'Beginner’s Luck',
        description: 'Passive: 10% chance to deal double damage.',
        type: 'Passive',
        cooldown: 0,
      },
    ],
  },
  {
    name: 'Ivo Tamsin',
    heroClass: 'Scholar',
    rarity: 'R',
    roles: ['Support'],
    description: 'A scribe who copies battle plans faster than anyone can write them.',
    skills: [
      {
        name: 'Fair Copy',
        description: 'Copies one ally’s last buff onto another ally.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Ink-Stained Pep Talk',
        description: 'Raises one ally’s attack by 10% for two turns.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },

  // Doctors: the Verdant Infirmary
  {
    name: 'Elowen Marchbank',
    heroClass: 'Doctor',
    rarity: 'LR',
    roles: ['Support', 'Control'],
    description:
      'High Physician of the Verdant Infirmary, who grew the royal herb gardens from a single seed. ' +
      'Her remedies are gentle, her diagnoses are not.',
    skills: [
      {
        name: 'Evergreen Remedy',
        description: 'Heals all allies for 30% of their health and removes all debuffs.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Thornbind',
        description: 'Roots the two strongest enemies, stopping them from acting for a turn.',
        type: 'Ultimate',
        cooldown: 5,
      },
      {
        name: 'Second Bloom',
        description: 'Revives a fallen ally with half health once per battle.',
        type: 'Passive',
        cooldown: 0,
      },
    ],
  },
  {
    name: 'Fennick Salvay',
    heroClass: 'Doctor',
    rarity: 'GR',
    roles: ['Support'],
    description: 'A travelling surgeon who has stitched up three kings and one very grateful dragon.',
    skills: [
      {
        name: 'Field Surgery',
        description: 'Heals the most injured ally for 45% of their health.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Steady Pulse',
        description: 'Grants all allies a shield that lasts two turns.',
        type: 'Ultimate',
        cooldown: 5,
      },
    ],
  },
  {
    name: 'Rosalind Vey',
    heroClass: 'Doctor',
    rarity: 'UR',
    roles: ['Support', 'Tank'],
    description:
      'A battlefield medic in reinforced apron and gauntlets. She treats the wounded where they fall, ' +
      'and daring enemies where they stand.',
    skills: [
      {
        name: 'Triage',
        description: 'Heals the three weakest allies and gains defence for each one healed.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Bedside Manner',
        description: 'Taunts enemies for one turn while healing herself.',
        type: 'Passive',
        cooldown: 0,
      },
    ],
  },
  {
    name: 'Aurek Hollowmere',
    heroClass: 'Doctor',
    rarity: 'UR',
    roles: ['Control', 'Support'],
    description: 'A soft-spoken apothecary with a drawer for every poison and another for every cure.',
    skills: [
      {
        name: 'Sleeping Draught',
        description: 'Puts one enemy to sleep for two turns.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Antidote Cabinet',
        description: 'Removes poison and burn from all allies.',
        type: 'Ultimate',
        cooldown: 4,
      },
      {
        name: 'Measured Dose',
        description: 'Passive: his heals also raise the target’s speed by 5%.',
        type: 'Passive',
        cooldown: 0,
      },
    ],
  },
  {
    name: 'Mirelle Sandrow',
    heroClass: 'Doctor',
    rarity: 'SSR',
    roles: ['Support'],
    description: 'A midwife from the marsh villages whose lullabies mend bones.',
    skills: [
      {
        name: 'Marsh Lullaby',
        description: 'Heals all allies a little at the end of each turn for three turns.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Warm Poultice',
        description: 'Heals one ally and raises their defence by 15%.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Corwin Ashby',
    heroClass: 'Doctor',
    rarity: 'SSR',
    roles: ['Control', 'Single Attack'],
    description:
      'A plague doctor turned duellist who insists that the best medicine is prevention. Forceful ' +
      'prevention.',
    skills: [
      {
        name: 'Quarantine',
        description: 'Isolates one enemy so it cannot be buffed for two turns.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Lancet Thrust',
        description: 'Deals 180% attack to one enemy and poisons it.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Bryony Tallow',
    heroClass: 'Doctor',
    rarity: 'SR',
    roles: ['Support'],
    description: 'An infirmary nurse who never forgets a patient’s name or a soldier’s birthday.',
    skills: [
      {
        name: 'Fresh Bandages',
        description: 'Heals one ally for 25% of their health.',
        type: 'Active',
        cooldown: 2,
      },
      { name: 'Kind Word', description: 'Raises one ally’s energy by 15.', type: 'Active', cooldown: 2 },
    ],
  },
  {
    name: 'Pell Cardew',
    heroClass: 'Doctor',
    rarity: 'SR',
    roles: ['Tank', 'Support'],
    description: 'A broad-shouldered orderly who carries stretchers, patients and occasionally the doctors.',
    skills: [
      {
        name: 'Stretcher Bearer',
        description: 'Moves to protect an ally under half health.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Strong Back',
        description: 'Heals himself for 15% of his health.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Juniper Lark',
    heroClass: 'Doctor',
    rarity: 'R',
    roles: ['Support'],
    description: 'A herb-gatherer’s daughter who knows which weeds help and which ones bite.',
    skills: [
      {
        name: 'Meadow Salve',
        description: 'Heals one ally for a small amount.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Wild Mint',
        description: 'Raises one ally’s speed by 5% for two turns.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Osric Fenn',
    heroClass: 'Doctor',
    rarity: 'R',
    roles: ['Control'],
    description: 'An anatomist’s assistant with cold hands and a drowsy sense of humour.',
    skills: [
      {
        name: 'Numbing Touch',
        description: 'Lowers one enemy’s speed by 15% for two turns.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Dull Lecture',
        description: '20% chance to put one enemy to sleep.',
        type: 'Active',
        cooldown: 3,
      },
    ],
  },

  // Gourmets: the Hearth Guild
  {
    name: 'Marguerite Saffron',
    heroClass: 'Gourmet',
    rarity: 'LR',
    roles: ['Support', 'AOE'],
    description:
      'Grand Chef of the royal kitchens, whose banquets have ended wars and begun marriages. ' +
      'Her golden spice box has never been opened in front of a guest.',
    skills: [
      {
        name: 'Feast of Accord',
        description: 'Raises all allies’ attack and defence by 20% for three turns.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Flambé Finale',
        description: 'Sets the table ablaze, dealing 170% attack to all enemies.',
        type: 'Ultimate',
        cooldown: 5,
      },
      {
        name: 'Secret Spice',
        description: 'Passive: the first buff she casts each battle lasts one turn longer.',
        type: 'Passive',
        cooldown: 0,
      },
    ],
  },
  {
    name: 'Basil Honeycutt',
    heroClass: 'Gourmet',
    rarity: 'GR',
    roles: ['Tank', 'Support'],
    description:
      'A beekeeper and baker whose honey cakes are worth a knighthood. He guards his hives fiercely.',
    skills: [
      {
        name: 'Honey Glaze',
        description: 'Grants all allies a sticky shield that slows attackers.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Hive Defence',
        description: 'Taunts all enemies and counterattacks once per hit.',
        type: 'Ultimate',
        cooldown: 5,
      },
    ],
  },
  {
    name: 'Clementine Dusk',
    heroClass: 'Gourmet',
    rarity: 'UR',
    roles: ['Single Attack', 'Control'],
    description:
      'A pastry artist with a chef’s knife that moves faster than the eye. Her desserts are deceptively ' +
      'dangerous.',
    skills: [
      {
        name: 'Julienne',
        description: 'Strikes one enemy five times for 50% attack each.',
        type: 'Basic',
        cooldown: 0,
      },
      {
        name: 'Sugar Trap',
        description: 'Stuns one enemy that has been hit three times this turn.',
        type: 'Ultimate',
        cooldown: 4,
      },
    ],
  },
  {
    name: 'Idony Marchpane',
    heroClass: 'Gourmet',
    rarity: 'UR',
    roles: ['Support', 'AOE'],
    description: 'A confectioner whose almond sculptures come alive for exactly one minute.',
    skills: [
      {
        name: 'Living Centrepiece',
        description: 'Summons a sugar guardian that shields the front row.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Crumble',
        description: 'The guardian bursts, dealing area damage to all enemies.',
        type: 'Ultimate',
        cooldown: 4,
      },
      {
        name: 'Sweet Tooth',
        description: 'Passive: heals allies slightly whenever a shield breaks.',
        type: 'Passive',
        cooldown: 0,
      },
    ],
  },
  {
    name: 'Fabian Peppercorn',
    heroClass: 'Gourmet',
    rarity: 'SSR',
    roles: ['AOE'],
    description: 'A spice merchant who sneezes fire. Quite literally.',
    skills: [
      {
        name: 'Ghost Pepper Gust',
        description: 'Deals 150% attack to all enemies and burns them.',
        type: 'Basic',
        cooldown: 0,
      },
      {
        name: 'Merchant’s Haggle',
        description: 'Steals one buff from an enemy.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Liora Candlewick',
    heroClass: 'Gourmet',
    rarity: 'SSR',
    roles: ['Support', 'Control'],
    description:
      'The night-shift baker who tends the ovens by candlelight and knows every secret whispered in the ' +
      'kitchen.',
    skills: [
      {
        name: 'Midnight Loaf',
        description: 'Heals all allies and grants 10 energy each.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Kitchen Gossip',
        description: 'Confuses one enemy so its next skill targets a random unit.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Sorrel Vantage',
    heroClass: 'Gourmet',
    rarity: 'SSR',
    roles: ['Control'],
    description:
      'A forager who can find mushrooms in the dark, and knows exactly which ones make people sleepy.',
    skills: [
      {
        name: 'Drowsy Cap Stew',
        description: 'Puts two enemies to sleep for one turn.',
        type: 'Active',
        cooldown: 3,
      },
      {
        name: 'Foraged Feast',
        description: 'Raises her speed by 20% after each successful control skill.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Rolf Barleymead',
    heroClass: 'Gourmet',
    rarity: 'SR',
    roles: ['Tank'],
    description: 'A brewer as wide as his barrels and twice as sturdy.',
    skills: [
      {
        name: 'Barrel Roll',
        description: 'Charges the front row, taunting them for one turn.',
        type: 'Active',
        cooldown: 2,
      },
      {
        name: 'Hearty Stout',
        description: 'Heals himself and gains 20% defence.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Tansy Greenhollow',
    heroClass: 'Gourmet',
    rarity: 'SR',
    roles: ['Single Attack'],
    description: 'A butcher’s apprentice with a cleaver and no patience for nonsense.',
    skills: [
      { name: 'Prime Cut', description: 'Deals 170% attack to one enemy.', type: 'Basic', cooldown: 0 },
      {
        name: 'No Nonsense',
        description: 'Removes one buff from her target before striking.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Caspar Ember',
    heroClass: 'Gourmet',
    rarity: 'SR',
    roles: ['Single Attack', 'AOE'],
    description: 'A street-food cook who juggles skewers over open coals. Sometimes he misses, on purpose.',
    skills: [
      {
        name: 'Flying Skewers',
        description: 'Throws three skewers at random enemies for 80% attack each.',
        type: 'Basic',
        cooldown: 0,
      },
      {
        name: 'Coal Toss',
        description: 'Burns the enemy back row for two turns.',
        type: 'Active',
        cooldown: 2,
      },
    ],
  },
  {
    name: 'Nutmeg Parsons',
    heroClass: 'Gourmet',
    rarity: 'R',
    roles: ['Support'],
    description: 'A kindly tea-lady who keeps the barracks warm and the gossip flowing.',
    skills: [
      {
        name: 'Cup of Comfort',
        description: 'Heals one ally and removes one debuff.',
        type: 'Active',
        cooldown: 2,
      },
      { name: 'Second Pot', description: 'Raises all allies’ energy by 5.', type: 'Active', cooldown: 3 },
    ],
  },
  {
    name: 'Quince Avery',
    heroClass: 'Gourmet',
    rarity: 'R',
    roles: ['AOE'],
    description: 'A kitchen porter who once threw a whole pot of soup at a bandit ambush, and won.',
    skills: [
      { name: 'Soup’s On', description: 'Splashes all enemies for 90% attack.', type: 'Active', cooldown: 3 },
      {
        name: 'Ladle Bonk',
        description: '15% chance to stun the enemy it hits.',
        type: 'Active',
        cooldown: 3,
      },
    ],
  },
];
