import { DATABASE_CATEGORIES } from '@haven/shared/game-database/constants';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '../../lib/paths';

/** A link's label from the catalogs (`msg`), or a game data name, English until game data is translated. */
export type NavLabel = MessageDescriptor | string;
export type NavItem = { label: NavLabel; to: string };

/** A label's text in the page's language. */
export function labelText(i18n: I18n, label: NavLabel): string {
  return typeof label === 'string' ? label : i18n._(label);
}
/** `id` names the group's menu in the page. */
export type NavGroup = { id: string; label: MessageDescriptor; items: NavItem[]; columns?: 1 | 2 };

/** The dropdown groups of the top bar, also the sections of the side menu. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'about',
    label: msg`About`,
    items: [
      { label: msg`About Website`, to: paths.aboutWebsite },
      { label: msg`About Game`, to: paths.aboutGame },
    ],
  },
  {
    id: 'news',
    label: msg`News`,
    items: [
      { label: msg`News`, to: paths.officialList('news') },
      { label: msg`Updates`, to: paths.officialList('updates') },
      { label: msg`Events`, to: paths.officialList('events') },
    ],
  },
  {
    id: 'database',
    label: msg`Database`,
    columns: 2,
    items: [
      { label: msg`Heroes`, to: paths.heroes },
      { label: msg`Outfits`, to: paths.outfits },
      ...DATABASE_CATEGORIES.map((category) => ({
        label: category.label,
        to: paths.database(category.slug),
      })),
    ],
  },
  {
    id: 'community',
    label: msg`Community`,
    items: [
      { label: msg`Users`, to: paths.users },
      { label: msg`Guides`, to: paths.guides },
      { label: msg`Teams`, to: paths.publicTeams },
      { label: msg`Statistics`, to: paths.statistics },
    ],
  },
];

/** What players open most, first in the top bar and at the top of the side menu. */
export const TOP_LINKS: NavItem[] = [{ label: msg`Tier List`, to: paths.tierList() }];

/** Direct links of the top bar. */
export const DIRECT_LINKS: NavItem[] = [
  ...TOP_LINKS,
  { label: msg`Events`, to: paths.flashEvents },
  { label: msg`Codes`, to: paths.redeemCodes },
  { label: msg`Contact`, to: paths.contact },
];

/** The side menu's Quick Links. */
export const QUICK_LINKS: NavItem[] = [
  { label: msg`Home`, to: paths.home },
  { label: msg`Flash Events`, to: paths.flashEvents },
  { label: msg`Redeem Codes`, to: paths.redeemCodes },
  { label: msg`Contact Us`, to: paths.contact },
];

/** What every top-bar control on the dark header shares; its label always on one line. */
const HEADER_CONTROL_CLASSES =
  'inline-flex h-10 min-w-10 items-center justify-center whitespace-nowrap rounded-lg text-sm font-medium text-slate-200 ' +
  'transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-gold-400 data-[state=open]:bg-white/10 data-[state=open]:text-white';

/** Top-bar control style on the dark header. */
export const HEADER_BUTTON_CLASSES = `${HEADER_CONTROL_CLASSES} gap-1.5 px-2.5`;

/**
 * The top bar's menus and direct links: a little tighter than the other controls, so that with
 * every item an administrator sees they stay on one line from 1024 px up; tighter still in
 * languages with longer labels.
 */
export const NAV_BUTTON_CLASSES = `${HEADER_CONTROL_CLASSES} gap-1 px-2 long-labels:lg:max-2xl:gap-0.5 long-labels:lg:max-2xl:px-1.5`;

/** Item style inside the header's menus (links, and the user menu's Sign Out): a stylesheet class, as a menu repeats it. */
export const MENU_ITEM_CLASSES = 'menu-item';

/** A header menu's panel. */
export const MENU_CONTENT_CLASSES =
  'min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-white/10 dark:bg-night-900';
