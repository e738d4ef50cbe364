import {
  DATABASE_MESSAGES,
  type DatabaseCategoryInfo,
  type DatabaseEntryDetail,
  type RelatedHero,
} from '@haven/shared';
import { ChevronLeft, ChevronRight, SearchX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { RichTextContent } from '../../../components/rich-text/rich-text-content';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES, CARD_TITLE_LINK_CLASSES, LINK_CARD_CLASSES } from '../../../components/ui/card';
import { CardImage } from '../../../components/ui/card-image';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { PageTitle } from '../../../components/ui/page-title';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { SectionLoading, SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { StatusPage } from '../../../components/ui/status-page';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { databaseTagHref } from '../hooks/use-database-list-params';
import { ENTRY_IMAGE_SIZE } from './database-entry-card';

const PAGE_CLASSES = 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10';
const HEADER_GRID_CLASSES = 'mt-4 grid gap-6 p-4 sm:p-6 md:grid-cols-[minmax(0,18rem)_1fr]';
const SECTION_TITLE_CLASSES = 'text-xl font-bold text-slate-900 dark:text-white';

type DatabaseEntryViewProps = { category: DatabaseCategoryInfo; entry: DatabaseEntryDetail };

/**
 * An entry's page: image, name, rarity, summary and tags; the description and the attribute
 * table; the heroes it names; the previous and next entry of the category by name.
 */
export function DatabaseEntryView({ category, entry }: DatabaseEntryViewProps) {
  const hasDescription = entry.description.trim() !== '';
  const hasAttributes = entry.attributes.length > 0;
  return (
    <div className={PAGE_CLASSES}>
      <PageTitle title={`${entry.name} · ${category.label}`} description={entry.summary || category.intro} />
      <Breadcrumb category={category} name={entry.name} />
      <div className={cn(CARD_CLASSES, HEADER_GRID_CLASSES)}>
        <div className="mx-auto w-full max-w-72 overflow-hidden rounded-xl bg-night-900">
          <FallbackImage
            src={entry.imageUrl}
            alt={entry.name}
            loading="eager"
            fetchPriority="high"
            width={ENTRY_IMAGE_SIZE}
            height={ENTRY_IMAGE_SIZE}
            className="aspect-square w-full object-cover"
          />
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {entry.rarity && <RarityBadge rarity={entry.rarity} />}
            <Link
              to={paths.database(category.slug)}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 hover:underline dark:bg-brand-300/15 dark:text-brand-100"
            >
              {category.label}
            </Link>
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl dark:text-white">
            {entry.name}
          </h1>
          {entry.summary && (
            <p className="mt-3 text-lg leading-7 text-slate-700 dark:text-slate-300">{entry.summary}</p>
          )}
          {entry.tags.length > 0 && (
            <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
              {entry.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={databaseTagHref(category.slug, tag)}
                    className="inline-flex min-h-7 items-center rounded-full border border-slate-300 px-2.5 text-xs text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-white/20 dark:text-slate-200 dark:hover:text-brand-200"
                  >
                    <span className="sr-only">Show {category.label} tagged </span>
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      {(hasDescription || hasAttributes) && (
        <div className="mt-6 grid gap-6 lg:grid-cols-5">
          {hasDescription && (
            <section
              aria-labelledby="entry-description"
              className={cn(
                CARD_CLASSES,
                'min-w-0 p-4 sm:p-6',
                hasAttributes ? 'lg:col-span-3' : 'lg:col-span-5',
              )}
            >
              <h2 id="entry-description" className={SECTION_TITLE_CLASSES}>
                Description
              </h2>
              <RichTextContent html={entry.description} className="mt-3" />
            </section>
          )}
          {hasAttributes && (
            <section
              aria-labelledby="entry-attributes"
              className={cn(
                CARD_CLASSES,
                'min-w-0 p-4 sm:p-6',
                hasDescription ? 'lg:col-span-2' : 'lg:col-span-5',
              )}
            >
              <h2 id="entry-attributes" className={SECTION_TITLE_CLASSES}>
                Attributes
              </h2>
              <AttributeTable attributes={entry.attributes} />
            </section>
          )}
        </div>
      )}

      {entry.relatedHeroes.length > 0 && (
        <section aria-labelledby="entry-heroes" className="mt-6">
          <h2 id="entry-heroes" className={SECTION_TITLE_CLASSES}>
            Related Heroes
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
            {entry.relatedHeroes.map((hero) => (
              <li key={hero.id}>
                <RelatedHeroCard hero={hero} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <NeighbourLinks category={category} entry={entry} />
    </div>
  );
}

function AttributeTable({ attributes }: { attributes: DatabaseEntryDetail['attributes'] }) {
  return (
    <table aria-labelledby="entry-attributes" className="mt-3 w-full text-sm">
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
function RelatedHeroCard({ hero }: { hero: RelatedHero }) {
  return (
    <article className={cn(LINK_CARD_CLASSES, 'h-full')}>
      <CardImage
        src={hero.imageUrl}
        alt=""
        width={ENTRY_IMAGE_SIZE}
        height={ENTRY_IMAGE_SIZE}
        frame="aspect-square"
        zoom="slight"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 font-semibold leading-snug text-slate-900 dark:text-white">
          <Link to={paths.hero(hero.slug)} className={CARD_TITLE_LINK_CLASSES}>
            {hero.name}
          </Link>
        </h3>
        <p className="flex items-center gap-2 text-xs font-medium text-slate-600 dark:text-slate-300">
          <RarityBadge rarity={hero.rarity} />
          {hero.class}
        </p>
      </div>
    </article>
  );
}

function Breadcrumb({ category, name }: { category: DatabaseCategoryInfo; name: string | null }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
        <li>Database</li>
        <li aria-hidden="true">›</li>
        <li>
          <Link
            to={paths.database(category.slug)}
            className="rounded font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {category.label}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="min-w-0 truncate">
          {name ?? <span className={cn(SKELETON_BLOCK, 'inline-block h-4 w-32 align-middle')} />}
        </li>
      </ol>
    </nav>
  );
}

/** Previous and next entry by name; a missing end keeps its place so the other stays put. */
function NeighbourLinks({ category, entry }: DatabaseEntryViewProps) {
  const linkClasses =
    'flex min-w-0 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-white/15 dark:bg-night-900 dark:text-slate-100 dark:hover:bg-white/10';
  return (
    <nav aria-label={`Other ${category.label}`} className="mt-6 grid grid-cols-2 gap-3">
      {entry.previous ? (
        <Link to={paths.databaseEntry(category.slug, entry.previous.slug)} className={linkClasses} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0">
            <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
              Previous {category.singular}
            </span>
            <span className="block truncate">{entry.previous.name}</span>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {entry.next ? (
        <Link
          to={paths.databaseEntry(category.slug, entry.next.slug)}
          className={cn(linkClasses, 'justify-end text-right')}
          rel="next"
        >
          <span className="min-w-0">
            <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
              Next {category.singular}
            </span>
            <span className="block truncate">{entry.next.name}</span>
          </span>
          <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The entry page for an unknown slug in a known category. */
export function DatabaseEntryNotFound({ category }: { category: DatabaseCategoryInfo }) {
  return (
    <StatusPage
      icon={SearchX}
      tone="brand"
      title={DATABASE_MESSAGES.entryNotFound}
      description={DATABASE_MESSAGES.entryNotFoundDetail}
      actions={<ButtonLink to={paths.database(category.slug)}>Back to {category.label}</ButtonLink>}
    />
  );
}

/** The entry page when loading failed for another reason. */
export function DatabaseEntryLoadError({
  category,
  onRetry,
}: {
  category: DatabaseCategoryInfo;
  onRetry: () => void;
}) {
  return (
    <StatusPage
      icon={TriangleAlert}
      tone="warning"
      title={DATABASE_MESSAGES.loadOneFailed}
      actions={
        <>
          <Button onClick={onRetry}>Try Again</Button>
          <ButtonLink to={paths.database(category.slug)} variant="outline">
            Back to {category.label}
          </ButtonLink>
        </>
      }
    />
  );
}

/** The entry page while it loads, with the final header's sizes. */
export function DatabaseEntryPageSkeleton({ category }: { category: DatabaseCategoryInfo }) {
  return (
    <div className={PAGE_CLASSES}>
      <Breadcrumb category={category} name={null} />
      <SectionLoading label="Loading entry...">
        <div className={cn(CARD_CLASSES, HEADER_GRID_CLASSES)}>
          <div className={cn(SKELETON_FILL, 'mx-auto aspect-square w-full max-w-72 rounded-xl')} />
          <div className="min-w-0">
            <div className={cn(SKELETON_BLOCK, 'h-6 w-32')} />
            <div className={cn(SKELETON_BLOCK, 'mt-3 h-9 w-2/3 sm:h-10')} />
            <div className={cn(SKELETON_BLOCK, 'mt-3 h-14 w-full')} />
            <div className={cn(SKELETON_BLOCK, 'mt-4 h-7 w-48')} />
          </div>
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-5">
          <div className={cn(CARD_CLASSES, 'h-64 p-4 sm:p-6 lg:col-span-3')}>
            <div className={cn(SKELETON_BLOCK, 'h-7 w-32')} />
          </div>
          <div className={cn(CARD_CLASSES, 'h-64 p-4 sm:p-6 lg:col-span-2')}>
            <div className={cn(SKELETON_BLOCK, 'h-7 w-28')} />
          </div>
        </div>
      </SectionLoading>
    </div>
  );
}
