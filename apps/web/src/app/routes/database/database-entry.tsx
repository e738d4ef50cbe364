import type { DatabaseCategoryInfo } from '@haven/shared/game-database/constants';
import { findDatabaseCategory } from '@haven/shared/game-database/constants';
import { useParams } from 'react-router';
import {
  getDatabaseEntryQueryOptions,
  useDatabaseEntry,
} from '../../../features/game-database/api/get-database-entry';
import { localCategory } from '../../../features/game-database/category-texts';
import {
  DatabaseEntryLoadError,
  DatabaseEntryNotFound,
  DatabaseEntryPageSkeleton,
} from '../../../features/game-database/components/database-entry-states';
import { DatabaseEntryView } from '../../../features/game-database/components/database-entry-view';
import { ApiError } from '../../../lib/api-client';
import { mainQueryLoader } from '../../loader-context';
import { NotFoundView } from '../not-found';

/** The server answers 404 for an unknown category or entry. */
export const loader = mainQueryLoader(({ category, slug = '' }) => {
  const known = findDatabaseCategory(category);
  return known ? getDatabaseEntryQueryOptions(known.slug, slug) : null;
});

export function Component() {
  const { category: categorySlug, slug = '' } = useParams();
  const category = findDatabaseCategory(categorySlug);
  if (!category) return <NotFoundView />;
  return <EntryPage category={localCategory(category)} slug={slug} />;
}

function EntryPage({ category, slug }: { category: DatabaseCategoryInfo; slug: string }) {
  const entry = useDatabaseEntry(category.slug, slug);
  if (entry.isPending) return <DatabaseEntryPageSkeleton category={category} />;
  if (entry.isError) {
    const error = entry.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return <DatabaseEntryNotFound category={category} />;
    return <DatabaseEntryLoadError category={category} onRetry={() => void entry.refetch()} />;
  }
  return <DatabaseEntryView key={entry.data.id} category={category} entry={entry.data} />;
}
