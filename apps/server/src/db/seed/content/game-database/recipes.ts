import { type DatabaseEntrySeed, describe } from './entry.ts';

/** Dishes and brews to cook. */
export const RECIPES: DatabaseEntrySeed[] = [
  {
    name: 'Saffron Accord Stew',
    summary:
      'The stew served when the four houses signed the Accord; it strengthens the whole team for a day.',
    rarity: 'LR',
    tags: ['feast', 'buff'],
    attributes: [
      ['Ingredients', 'Saffron, lamb, apricots, Hearth Guild Spice Tin ×3'],
      ['Effect', 'All heroes +6% attack and health'],
      ['Duration', '24 hours'],
      ['Cooking time', '4 hours'],
      ['Learned from', 'A Recipe Lost at Sea'],
    ],
    heroes: ['marguerite-saffron'],
    description: describe(
      'Legend says the Accord was almost never signed: talks had failed until the Hearth Guild served ' +
        'this stew, and by the second bowl nobody could remember what the argument was about.',
      'How to cook it',
      [
        'Brown the lamb in a heavy pot.',
        'Add apricots, saffron and the spice blend, then cover with stock.',
        'Simmer for four hours without lifting the lid.',
      ],
      'The buff lasts a full day, so cook it before the Coliseum opens on Friday.',
    ),
  },
  {
    name: 'Honeycutt Barley Loaf',
    summary: 'A dense, sweet barley bread that restores stamina and heals a little between battles.',
    rarity: 'SR',
    tags: ['pastry', 'healing'],
    attributes: [
      ['Ingredients', 'Barley flour, honey, Infirmary Herb Bundle'],
      ['Effect', 'Restores 20 stamina, heals 10% health after each battle'],
      ['Duration', '2 hours'],
      ['Cooking time', '40 minutes'],
    ],
    heroes: ['basil-honeycutt', 'rolf-barleymead'],
    description: describe(
      'Basil Honeycutt bakes these by the dozen for long expeditions. They keep for weeks and taste ' +
        'better every day, or so he claims.',
      'Why bake it',
      [
        'Cheap ingredients you gather on the Terraces.',
        'Restores stamina and heals between fights.',
        'A staple for tower climbs.',
      ],
    ),
  },
  {
    name: 'Marchpane Starlight Tart',
    summary:
      'A delicate almond tart decorated with sugared stars that sharpens energy for area damage teams.',
    rarity: 'UR',
    tags: ['pastry', 'buff'],
    attributes: [
      ['Ingredients', 'Almond paste, pears, Starlight Essence'],
      ['Effect', 'All heroes +10% energy gain'],
      ['Duration', '6 hours'],
      ['Cooking time', '2 hours'],
    ],
    heroes: ['idony-marchpane'],
    description: describe(
      'Idony Marchpane served this tart at the Starfall Trials banquet, and the recipe has been ' +
        'requested by every noble family since. She shares it only with guild mates.',
      'How to cook it',
      [
        'Press almond paste into a tart tin.',
        'Layer thin slices of pear and brush with Starlight Essence.',
        'Bake until golden and finish with sugared stars.',
      ],
    ),
  },
  {
    name: 'Peppercorn Firebroth',
    summary: 'A fiery broth that makes every hero’s attacks burn hotter for a few hours.',
    rarity: 'SSR',
    tags: ['soup', 'buff'],
    attributes: [
      ['Ingredients', 'Ember peppers, bone stock, Hearth Guild Spice Tin'],
      ['Effect', 'Burn damage +12%'],
      ['Duration', '4 hours'],
      ['Cooking time', '1 hour'],
    ],
    heroes: ['fabian-peppercorn', 'caspar-ember'],
    description: describe(
      'The Hearth Guild dares new members to finish a bowl. Few do, but everyone who tries fights like ' +
        'they have something to prove.',
      'Best for',
      [
        'Burn teams in the Starfall Trials.',
        'Pairing with the Ember Pepper Mill relic.',
        'Short, fierce fights in the Coliseum.',
      ],
    ),
  },
  {
    name: 'Candlewick Mulled Cider',
    summary: 'Warm spiced cider from Amberfall apples that heals a little every turn.',
    rarity: 'SSR',
    tags: ['brew', 'healing'],
    attributes: [
      ['Ingredients', 'Amberfall cider, cinnamon, cloves, honey'],
      ['Effect', 'Heals all heroes for 2% health each turn'],
      ['Duration', '4 hours'],
      ['Cooking time', '30 minutes'],
    ],
    heroes: ['liora-candlewick', 'nutmeg-parsons'],
    description: describe(
      'Liora Candlewick sells this cider from a stall at the Lantern Festival, and the queue usually ' +
        'stretches to the next canal.',
      'How to brew it',
      [
        'Warm the cider slowly without letting it boil.',
        'Add the spices in a muslin bag.',
        'Sweeten with honey just before serving.',
      ],
    ),
  },
  {
    name: 'Duskberry Cordial',
    summary: 'A dark berry cordial that makes the first control skill of each battle last longer.',
    rarity: 'UR',
    tags: ['brew', 'buff'],
    attributes: [
      ['Ingredients', 'Duskberries, marsh lily syrup, lemon'],
      ['Effect', 'First control skill of each battle lasts one more turn'],
      ['Duration', '6 hours'],
      ['Cooking time', '1 hour'],
    ],
    heroes: ['clementine-dusk', 'sorrel-vantage'],
    description: describe(
      'Duskberries only ripen in the last hour of daylight. The cordial keeps their tartness and a ' +
        'little of the fens’ drowsiness.',
      'Best for',
      [
        'Control teams who lock down the enemy early.',
        'The Reading Room of the Sunken Archive.',
        'Arena defence teams.',
      ],
    ),
  },
  {
    name: 'Greenhollow Garden Soup',
    summary: 'A simple soup of garden vegetables and herbs that every new cook learns first.',
    rarity: 'R',
    tags: ['soup', 'healing'],
    attributes: [
      ['Ingredients', 'Leeks, carrots, peas, Infirmary Herb Bundle'],
      ['Effect', 'Heals 15% health after each battle'],
      ['Duration', '1 hour'],
      ['Cooking time', '20 minutes'],
    ],
    heroes: ['tansy-greenhollow', 'juniper-lark'],
    description: describe(
      'Tansy Greenhollow’s grandmother made this soup every day of her life and claimed it was the ' +
        'reason she lived to a hundred and two.',
      'Why cook it',
      [
        'The first recipe every player learns.',
        'Made entirely from garden produce.',
        'A handy heal for early expeditions.',
      ],
    ),
  },
  {
    name: 'Harvest Banquet Platter',
    summary: 'A grand platter of roasts, pies and fruit that feeds a banquet and heals every guest.',
    rarity: 'GR',
    tags: ['feast', 'healing'],
    attributes: [
      ['Ingredients', 'Roast fowl, orchard pies, cheese, fruit'],
      ['Effect', 'Banquet rewards +15%, all heroes fully healed'],
      ['Duration', 'One banquet'],
      ['Cooking time', '6 hours'],
      ['Learned from', 'Harvest Banquet Week'],
    ],
    heroes: ['basil-honeycutt', 'nutmeg-parsons', 'idony-marchpane'],
    description: describe(
      'Every Harvest Banquet Week, the Hearth Guild competes to build the tallest platter. The record ' +
        'stands at eleven tiers and required structural advice from the Conclave.',
      'Serving tips',
      [
        'Serve it at a banquet for the reward bonus.',
        'Heals every hero of every guest completely.',
        'Needs the most ingredients of any recipe: plan ahead.',
      ],
    ),
  },
  {
    name: 'Sorrel’s Sleepy Tea',
    summary: 'A calming herbal tea that makes sleep effects stronger and helps healers rest.',
    rarity: 'SR',
    tags: ['brew', 'soup'],
    attributes: [
      ['Ingredients', 'Chamomile, marsh lily petals, honey'],
      ['Effect', 'Sleep effects last one more turn; healers regain 10 energy when allies sleep'],
      ['Duration', '3 hours'],
      ['Cooking time', '15 minutes'],
    ],
    heroes: ['sorrel-vantage', 'aurek-hollowmere'],
    description: describe(
      'Sorrel Vantage brews this tea before every battle and insists it calms her nerves. Her opponents ' +
        'tend to find it calms them too, permanently.',
      'How to brew it',
      [
        'Steep chamomile and lily petals for five minutes.',
        'Strain and add honey to taste.',
        'Drink while warm, and do not operate heavy machinery.',
      ],
    ),
  },
];
