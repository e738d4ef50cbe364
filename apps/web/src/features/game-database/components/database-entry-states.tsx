import type { DatabaseCategoryInfo } from '@haven/shared/game-database/constants';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SectionLoading, SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { LoadErrorPage, NotFoundPage } from '../../../components/ui/status-page';
import { cn } from '../../../lib/cn';
import { activeI18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { DATABASE_TEXTS as DATABASE_MESSAGES } from '../shared-texts';
import { Breadcrumb, ENTRY_HEADER_GRID_CLASSES, ENTRY_PAGE_CLASSES } from './database-entry-parts';

/** The way back from an entry page: its category's list. */
const backTo = (category: DatabaseCategoryInfo) => ({
  to: paths.database(category.slug),
  label: activeI18n()._(msg`Back to ${category.label}`),
});

/** The entry page for an unknown slug in a known category. */
export function DatabaseEntryNotFound({ category }: { category: DatabaseCategoryInfo }) {
  const { entryNotFound, entryNotFoundDetail } = DATABASE_MESSAGES;
  return <NotFoundPage title={entryNotFound} description={entryNotFoundDetail} back={backTo(category)} />;
}

type DatabaseEntryLoadErrorProps = { category: DatabaseCategoryInfo; onRetry: () => void };

/** The entry page when loading failed for another reason. */
export function DatabaseEntryLoadError({ category, onRetry }: DatabaseEntryLoadErrorProps) {
  return <LoadErrorPage title={DATABASE_MESSAGES.loadOneFailed} onRetry={onRetry} back={backTo(category)} />;
}

/** The entry page while it loads, with the final header's sizes. */
export function DatabaseEntryPageSkeleton({ category }: { category: DatabaseCategoryInfo }) {
  const { t } = useLingui();
  return (
    <div className={ENTRY_PAGE_CLASSES}>
      <Breadcrumb category={category} name={null} />
      <SectionLoading label={t`Loading entry...`}>
        <div className={cn(CARD_CLASSES, ENTRY_HEADER_GRID_CLASSES)}>
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
