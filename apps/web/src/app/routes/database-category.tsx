import { findDatabaseCategory } from '@haven/shared/game-database/constants';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/ui/under-construction';
import { NotFoundView } from './not-found';

export function Component() {
  const category = findDatabaseCategory(useParams().category);
  if (!category) return <NotFoundView />;
  return <PlaceholderPage title={`${category.label} Database`} />;
}
