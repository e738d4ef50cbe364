import type { DatabaseCategoryInfo } from '@haven/shared/game-database/constants';
import type { DatabaseEntryDetail, RelatedHero } from '@haven/shared/game-database/schemas';
import { msg } from '@lingui/core/macro';
import { Breadcrumb as Trail } from '../../../components/ui/breadcrumb';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { TileCard } from '../../../components/ui/tile-card';
import { activeI18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { ENTRY_IMAGE } from './database-entry-card';

/** The width and padding of an entry page, loading or loaded. */
export const ENTRY_PAGE_CLASSES = 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10';

/** The entry header's grid: the picture beside the name, summary and tags. */
export const ENTRY_HEADER_GRID_CLASSES = 'mt-4 grid gap-6 p-4 sm:p-6 md:grid-cols-[minmax(0,18rem)_1fr]';

/** The attributes as rows of label and value, named by the section heading. */
export function AttributeTable({ attributes }: { attributes: DatabaseEntryDetail['attributes'] }) {
  return (
    // Labels and values are the editors' own words, like the entry's other texts.
    <table aria-labelledby="entry-attributes" data-content className="mt-3 w-full text-sm">
      <tbody className="divide-y divide-slate-200 dark:divide-white/10">
        {attributes.map((attribute, index) => (
          // Labels may repeat ('Drops from' twice), so the row's place keeps keys unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <tr key={index}>
            <th
              scope="row"
              className="w-2/5 py-2 pr-3 text-left align-top font-semibold text-slate-700 dark:text-slate-300"
            >
              {attribute.label}
            </th>
            <td className="py-2 align-top break-words text-slate-900 dark:text-slate-100">
              {attribute.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A hero named by the entry, drawn like the collection's cards; it links to the hero's page. */
export function RelatedHeroCard({ hero }: { hero: RelatedHero }) {
  return (
    <TileCard to={paths.hero(hero.slug)} title={hero.name} src={hero.imageUrl} shape={ENTRY_IMAGE} stretch>
      <p className="flex items-center gap-2 text-xs font-medium text-slate-600 dark:text-slate-300">
        <RarityBadge rarity={hero.rarity} />
        <span data-content>{hero.class}</span>
      </p>
    </TileCard>
  );
}

/** Database › category › entry; the entry's name is a grey block while it loads. */
export function Breadcrumb({ category, name }: { category: DatabaseCategoryInfo; name: string | null }) {
  return <Trail trail={databaseTrail(category)} current={name} separator="›" />;
}

/** The steps above an entry: the database (no page of its own), then its category. */
export function databaseTrail(category: DatabaseCategoryInfo) {
  return [
    { label: activeI18n()._(msg`Database`) },
    { label: category.label, to: paths.database(category.slug) },
  ];
}
