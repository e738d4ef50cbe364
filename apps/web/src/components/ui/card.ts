/** The site's card surface: rounded, bordered, white on light and deep blue on dark. */
export const CARD_CLASSES =
  'overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-white/10 dark:bg-night-900';

/**
 * A card that is one link (its title's stretched link): it lifts on hover and shows the link's
 * focus ring around the whole card.
 */
export const LINK_CARD_CLASSES =
  `${CARD_CLASSES} group relative flex flex-col transition hover:-translate-y-0.5 hover:shadow-md ` +
  'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600 ' +
  'dark:has-[a:focus-visible]:outline-brand-300';

/**
 * The title link of a link card: it covers the whole card, so the card is one target with the
 * title as its name, and the title takes the brand colour while the card is hovered.
 */
export const CARD_TITLE_LINK_CLASSES =
  'after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-200';
