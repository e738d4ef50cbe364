import { ATLAS_TOWER_61_80 } from './guides/atlas-tower-61-80.ts';
import { BANQUET_ETIQUETTE } from './guides/banquet-etiquette.ts';
import { COLISEUM_TANKS } from './guides/coliseum-tanks.ts';
import { COOK_OFF_BURST } from './guides/cook-off-burst.ts';
import { FIRST_FORTY_DAYS } from './guides/first-forty-days.ts';
import { GEMS_AND_RELICS } from './guides/gems-and-relics.ts';
import { HEALING_PRIMER } from './guides/healing-primer.ts';
import { OUTFIT_CALENDAR } from './guides/outfit-calendar.ts';
import { PETS_AND_MOUNTS } from './guides/pets-and-mounts.ts';
import { STARFALL_CONTROL } from './guides/starfall-control.ts';

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

/** Community guides, their long texts in guides/: eight approved and two waiting for review. */
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
    content: FIRST_FORTY_DAYS,
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
    content: COLISEUM_TANKS,
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
    content: HEALING_PRIMER,
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
    content: BANQUET_ETIQUETTE,
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
    content: ATLAS_TOWER_61_80,
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
    content: OUTFIT_CALENDAR,
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
    content: COOK_OFF_BURST,
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
    content: STARFALL_CONTROL,
  },
  {
    title: 'Pets and Mounts Worth Raising First',
    suffix: '530872',
    author: '04',
    status: 'approved',
    tags: ['pets', 'mounts', 'progression'],
    daysAgo: 15,
    thumbnail: true,
    heroes: ['Aldric Thornveil', 'Cassian Vellory'],
    content: PETS_AND_MOUNTS,
  },
  {
    title: 'Gems, Relics and Where Your Relic Dust Should Go',
    suffix: '817264',
    author: '06',
    status: 'approved',
    tags: ['gems', 'relics', 'progression'],
    daysAgo: 9,
    thumbnail: true,
    heroes: ['Elowen Marchbank', 'Oriane Blackwell'],
    content: GEMS_AND_RELICS,
  },
];
