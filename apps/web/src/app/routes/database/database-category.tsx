import { findDatabaseCategory } from '@haven/shared/game-database/constants';
import { canManageDatabaseEntries } from '@haven/shared/game-database/policies';
import { useParams } from 'react-router';
import { GalleryPage } from '../../../components/ui/gallery-shell';
import { useSession } from '../../../features/auth/api/get-me';
import { getDatabaseEntriesQueryOptions } from '../../../features/game-database/api/get-database-entries';
import { localCategory } from '../../../features/game-database/category-texts';
import { DatabaseCategoryNav } from '../../../features/game-database/components/database-category-nav';
import { DatabaseGallery } from '../../../features/game-database/components/database-gallery';
import { readDatabaseListParams } from '../../../features/game-database/hooks/use-database-list-params';
import { mainQueryLoader, withPageQueries } from '../../loader-context';
import { NotFoundView } from '../not-found';

/** The server answers 404 for an unknown category, and fetches the page of entries the address asks for. */
export const loader = withPageQueries(
  mainQueryLoader(({ category }) => (findDatabaseCategory(category) ? undefined : null)),
  ({ params, url }) => {
    const category = findDatabaseCategory(params.category);
    return category
      ? [getDatabaseEntriesQueryOptions(category.slug, readDatabaseListParams(url.searchParams))]
      : [];
  },
);

export function Component() {
  const known = findDatabaseCategory(useParams().category);
  const { user } = useSession();
  if (!known) return <NotFoundView />;
  const category = localCategory(known);
  return (
    <GalleryPage
      title={category.label}
      description={category.intro}
      intro={category.intro}
      before={<DatabaseCategoryNav current={category.slug} />}
    >
      {/* Keyed by category so a hop to another category starts with fresh search and scroll state. */}
      <DatabaseGallery key={category.slug} category={category} canAdd={canManageDatabaseEntries(user)} />
    </GalleryPage>
  );
}
