import { HERO_MESSAGES, type HeroCard as HeroCardData } from '@haven/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { RARITY_STYLES } from '../../../components/ui/rarity-badge';
import { SearchInput } from '../../../components/ui/search-input';
import { LoadingState } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteHero } from '../api/delete-hero';
import { useHeroes } from '../api/get-heroes';
import { RoleList } from './hero-card';
import { HeroPages } from './hero-pages';

/** The dashboard's Heroes section: every hero with edit and delete, and Add Hero. */
export function ManageHeroes() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [pageState, setPageState] = useState({ search: '', page: 1 });
  // A new search starts at page 1.
  const page = pageState.search === debounced ? pageState.page : 1;
  const heroes = useHeroes({ search: debounced, classes: [], rarities: [], roles: [], page });
  const [toDelete, setToDelete] = useState<HeroCardData | null>(null);
  const remove = useDeleteHero();

  const onDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(HERO_MESSAGES.deleted);
        setToDelete(null);
      },
      onError: (error) => toast.error(messageFor(error, HERO_MESSAGES.deleteFailed)),
    });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          label="Search heroes by name"
          placeholder="Search heroes..."
          value={search}
          onChange={setSearch}
          className="flex-1"
        />
        <ButtonLink to={paths.adminNewHero}>
          <Plus aria-hidden="true" className="size-4" />
          Add Hero
        </ButtonLink>
      </div>

      {heroes.isPending ? (
        <LoadingState label="Loading heroes..." />
      ) : heroes.isError ? (
        <Alert variant="error">{HERO_MESSAGES.loadFailed}</Alert>
      ) : heroes.data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm font-medium text-slate-700 dark:border-white/15 dark:text-slate-300">
          {HERO_MESSAGES.noResults}
        </p>
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {heroes.data.items.map((hero) => (
              <li key={hero.id} className={cn(CARD_CLASSES, 'flex flex-col')}>
                <div className="flex flex-1 gap-3 p-3">
                  <FallbackImage
                    src={hero.imageUrl}
                    alt=""
                    className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-night-950"
                  />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={paths.hero(hero.slug)}
                      className="line-clamp-2 rounded font-semibold leading-snug text-slate-900 hover:underline dark:text-white"
                    >
                      {hero.name}
                    </Link>
                    <p className="mt-0.5 text-sm">
                      <span className={cn('font-bold', RARITY_STYLES[hero.rarity].text)}>{hero.rarity}</span>
                      <span className="text-slate-600 dark:text-slate-400"> · {hero.class}</span>
                    </p>
                    <RoleList roles={hero.roles} className="mt-1.5 flex flex-wrap gap-1" />
                  </div>
                </div>
                <div className="flex justify-end gap-1 border-t border-slate-200 px-2 py-1.5 dark:border-white/10">
                  <ButtonLink
                    to={paths.adminHero(hero.slug)}
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${hero.name}`}
                    className="h-8"
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </ButtonLink>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${hero.name}`}
                    className="h-8 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10"
                    onClick={() => setToDelete(hero)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <HeroPages
            list={heroes.data}
            onPageChange={(next) => setPageState({ search: debounced, page: next })}
          />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete Hero"
        description={
          toDelete
            ? `Are you sure you want to delete ${toDelete.name}? Its ratings, comments and Game Team places will be removed too. This action cannot be undone.`
            : ''
        }
        isBusy={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
