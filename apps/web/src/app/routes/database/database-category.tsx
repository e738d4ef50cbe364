import { findDatabaseCategory } from '@haven/shared/game-database/constants';
import { canManageDatabaseEntries } from '@haven/shared/game-database/policies';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../features/auth/api/get-me';
import { DatabaseCategoryNav } from '../../../features/game-database/components/database-category-nav';
import { DatabaseGallery } from '../../../features/game-database/components/database-gallery';
import { NotFoundView } from '../not-found';

export function Component() {
  const category = findDatabaseCategory(useParams().category);
  const { user } = useSession();
  if (!category) return <NotFoundView />;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={category.label} description={category.intro} />
      <DatabaseCategoryNav current={category.slug} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {category.label}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{category.intro}</p>
      <div className="mt-6">
        {/* Keyed by category so a hop to another category starts with fresh search and scroll state. */}
        <DatabaseGallery key={category.slug} category={category} canAdd={canManageDatabaseEntries(user)} />
      </div>
    </div>
  );
}
