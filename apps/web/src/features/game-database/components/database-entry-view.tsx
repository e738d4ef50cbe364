import type { DatabaseCategoryInfo } from '@haven/shared/game-database/constants';
import type { DatabaseEntryDetail } from '@haven/shared/game-database/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RichTextContent } from '../../../components/rich-text/rich-text-content';
import { CARD_CLASSES } from '../../../components/ui/card';
import { LeadImage } from '../../../components/ui/card-image';
import { DetailPageTitle } from '../../../components/ui/detail-page-title';
import { NeighbourLinks } from '../../../components/ui/neighbour-links';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { langOf, UntranslatedMark } from '../../../components/ui/untranslated-mark';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { databaseTagHref } from '../hooks/use-database-list-params';
import { ENTRY_IMAGE } from './database-entry-card';
import {
  AttributeTable,
  Breadcrumb,
  databaseTrail,
  ENTRY_HEADER_GRID_CLASSES,
  ENTRY_PAGE_CLASSES,
  RelatedHeroCard,
} from './database-entry-parts';

const SECTION_TITLE_CLASSES = 'text-xl font-bold text-slate-900 dark:text-white';

type DatabaseEntryViewProps = { category: DatabaseCategoryInfo; entry: DatabaseEntryDetail };

/**
 * An entry's page: image, name, rarity, summary and tags; the description and the attribute
 * table; the heroes it names; the previous and next entry of the category by name.
 */
export function DatabaseEntryView({ category, entry }: DatabaseEntryViewProps) {
  const { t } = useLingui();
  return (
    <div className={ENTRY_PAGE_CLASSES}>
      <DetailPageTitle
        title={`${entry.name} · ${category.label}`}
        description={entry.summary || category.intro}
        image={entry.imageUrl ? { src: entry.imageUrl, alt: entry.name } : null}
        breadcrumb={{ trail: databaseTrail(category), current: entry.name }}
      />
      <Breadcrumb category={category} name={entry.name} />
      <EntryHeader category={category} entry={entry} />
      <EntrySections entry={entry} />

      {entry.relatedHeroes.length > 0 && (
        <section aria-labelledby="entry-heroes" className="mt-6">
          <h2 id="entry-heroes" className={SECTION_TITLE_CLASSES}>
            <Trans>Related Heroes</Trans>
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

      <NeighbourLinks
        label={t`Other ${category.label}`}
        noun={category.singular}
        item={entry}
        getHref={(slug) => paths.databaseEntry(category.slug, slug)}
      />
    </div>
  );
}

/** The entry's picture beside its rarity, category, name, summary and tag links. */
function EntryHeader({ category, entry }: DatabaseEntryViewProps) {
  const { t } = useLingui();
  return (
    <div className={cn(CARD_CLASSES, ENTRY_HEADER_GRID_CLASSES)}>
      <LeadImage src={entry.imageUrl} alt={entry.name} shape={ENTRY_IMAGE} frame="max-w-72 bg-night-900" />
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
        <h1
          lang={langOf(entry.untranslated, 'name')}
          data-content
          className="mt-3 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl dark:text-white"
        >
          {entry.name}
        </h1>
        <UntranslatedMark untranslated={entry.untranslated} fields={['name', 'summary']} className="mt-2" />
        {entry.summary && (
          <p
            data-content
            lang={langOf(entry.untranslated, 'summary')}
            className="mt-3 text-lg leading-7 text-slate-700 dark:text-slate-300"
          >
            {entry.summary}
          </p>
        )}
        {entry.tags.length > 0 && (
          <ul aria-label={t`Tags`} className="mt-4 flex flex-wrap gap-1.5">
            {entry.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={databaseTagHref(category.slug, tag)}
                  className="inline-flex min-h-7 items-center rounded-full border border-slate-300 px-2.5 text-xs text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-white/20 dark:text-slate-200 dark:hover:text-brand-200"
                >
                  <span className="sr-only">
                    <Trans>Show {category.label} tagged</Trans>{' '}
                  </span>
                  <span data-content>{tag}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The description and the attributes, side by side on wide screens; either may be missing. */
function EntrySections({ entry }: { entry: DatabaseEntryDetail }) {
  const { t } = useLingui();
  const hasDescription = entry.description.trim() !== '';
  const hasAttributes = entry.attributes.length > 0;
  if (!hasDescription && !hasAttributes) return null;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-5">
      {hasDescription && (
        <EntrySection
          id="entry-description"
          title={t`Description`}
          span={hasAttributes ? 'lg:col-span-3' : undefined}
        >
          <UntranslatedMark untranslated={entry.untranslated} fields={['description']} className="mt-2" />
          <div lang={langOf(entry.untranslated, 'description')}>
            <RichTextContent html={entry.description} className="mt-3" />
          </div>
        </EntrySection>
      )}
      {hasAttributes && (
        <EntrySection
          id="entry-attributes"
          title={t`Attributes`}
          span={hasDescription ? 'lg:col-span-2' : undefined}
        >
          <AttributeTable attributes={entry.attributes} />
        </EntrySection>
      )}
    </div>
  );
}

type EntrySectionProps = {
  id: string;
  title: string;
  /** Its share of the row beside the other section; the whole row when it is alone. */
  span: string | undefined;
  children: ReactNode;
};

/** One card of the entry's body, named by its heading. */
function EntrySection({ id, title, span, children }: EntrySectionProps) {
  return (
    <section aria-labelledby={id} className={cn(CARD_CLASSES, 'min-w-0 p-4 sm:p-6', span ?? 'lg:col-span-5')}>
      <h2 id={id} className={SECTION_TITLE_CLASSES}>
        {title}
      </h2>
      {children}
    </section>
  );
}
