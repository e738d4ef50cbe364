import { collectionProgress, filterCollection } from '@haven/shared/collection/rules';
import type { CollectionHero } from '@haven/shared/collection/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { SectionEmpty, SectionLoading, SKELETON_BLOCK } from '../../../components/ui/section-states';
import { LoadErrorPage } from '../../../components/ui/status-page';
import { useWriteRestriction, WriteRestrictionNotice } from '../../../components/ui/write-restriction';
import { messageFor } from '../../../lib/api-errors';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useMyCollection } from '../api/get-my-collection';
import { useSetHeroOwned } from '../api/set-hero-owned';
import { useCollectionQuery } from '../hooks/use-collection-query';
import { collectionTexts } from '../shared-texts';
import { CollectionEntrySheet } from './collection-entry-sheet';
import { CollectionFilters } from './collection-filters';
import { CollectionGrid } from './collection-grid';
import { CollectionProgress } from './collection-progress';
import { CollectionTransfer } from './collection-transfer';
import { CollectionVisibility } from './collection-visibility';

/** The member's collection: progress, who sees it, filters, every hero to tap, and export/import. */
export function MyCollection({ userId }: { userId: string }) {
  const { t } = useLingui();
  const collection = useMyCollection(userId);
  const { query, change } = useCollectionQuery();
  const setOwned = useSetHeroOwned(userId);
  const restriction = useWriteRestriction();
  const [editingId, setEditingId] = useState<string | null>(null);

  if (collection.isPending) return <CollectionSkeleton />;
  if (collection.isError) {
    return (
      <LoadErrorPage
        title={collectionTexts.loadFailed}
        onRetry={() => collection.refetch()}
        back={{ to: paths.heroes, label: t`Browse Heroes` }}
      />
    );
  }
  const { heroes, visibility } = collection.data;
  const progress = collectionProgress(heroes);
  const shown = filterCollection(heroes, query);
  const shownCount = shown.length;
  const totalCount = heroes.length;
  const editing = heroes.find((hero) => hero.id === editingId && hero.entry) ?? null;

  const toggle = (hero: CollectionHero) => {
    const owned = hero.entry === null;
    setOwned.mutate(
      { heroId: hero.id, owned },
      {
        onSuccess: () =>
          toast.success(owned ? collectionTexts.added(hero.name) : collectionTexts.removed(hero.name)),
        onError: (error) => toast.error(messageFor(error, collectionTexts.saveFailed)),
      },
    );
  };

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {collectionTexts.pageTitle}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            <Trans>
              Tap a hero you own to add it; tap again to take it out. The pencil sets its level, stars and a
              note.
            </Trans>
          </p>
        </div>
        <CollectionVisibility userId={userId} visibility={visibility} isDisabled={restriction !== null} />
      </div>
      {restriction && <WriteRestrictionNotice text={restriction} className="mt-4" />}
      <CollectionProgress progress={progress} />
      {progress.owned === 0 && (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-700 dark:border-white/15 dark:text-slate-200">
          {collectionTexts.empty}
        </p>
      )}
      <CollectionFilters query={query} onChange={change} />
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        <Trans>
          Showing {shownCount} of {totalCount} heroes
        </Trans>
      </p>
      {shown.length === 0 ? (
        <div className="mt-4">
          <SectionEmpty icon={SearchX} title={collectionTexts.noMatches} />
        </div>
      ) : (
        <CollectionGrid
          heroes={shown}
          onToggle={toggle}
          onEdit={(hero) => setEditingId(hero.id)}
          isDisabled={restriction !== null}
        />
      )}
      <CollectionTransfer userId={userId} isDisabled={restriction !== null} />
      <CollectionEntrySheet userId={userId} hero={editing} onClose={() => setEditingId(null)} />
    </>
  );
}

/** The page's shape while the collection loads. */
function CollectionSkeleton() {
  const { t } = useLingui();
  return (
    <SectionLoading label={t`Loading your collection`}>
      <div className={`h-9 w-56 ${SKELETON_BLOCK}`} />
      <div className={`mt-4 h-5 w-72 ${SKELETON_BLOCK}`} />
      <div className="mt-8 grid grid-cols-3 gap-2 min-[380px]:grid-cols-4 sm:grid-cols-6 lg:grid-cols-8">
        {Array.from({ length: 16 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className={`aspect-[3/4] ${SKELETON_BLOCK}`} />
        ))}
      </div>
    </SectionLoading>
  );
}
