import type { HeroCard as HeroCardData } from '@haven/shared/heroes/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Plus } from 'lucide-react';
import { AdminList, AdminListSearch, AdminListToolbar, listStatus } from '../../../components/ui/admin-list';
import { ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ConfirmDeleteButton, DELETE_BUTTON_CLASSES } from '../../../components/ui/confirm-delete-button';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { NameLink } from '../../../components/ui/name-link';
import { RARITY_STYLES } from '../../../components/ui/rarity-badge';
import { useAdminList } from '../../../components/ui/use-admin-list';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useDeleteHero } from '../api/delete-hero';
import { useHeroes } from '../api/get-heroes';
import { heroText } from '../shared-texts';
import { RoleList } from './hero-card';

/** The dashboard's Heroes section: every hero with edit and delete, and Add Hero. */
export function ManageHeroes() {
  const { t } = useLingui();
  const list = useAdminList();
  const heroes = useHeroes({
    search: list.search,
    classes: [],
    rarities: [],
    roles: [],
    sort: 'name',
    mode: '',
    page: list.page,
  });

  return (
    <AdminList
      toolbar={
        <AdminListToolbar>
          <AdminListSearch list={list} label={t`Search heroes by name`} placeholder={t`Search heroes...`} />
          <ButtonLink to={paths.adminNewHero}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Add Hero</Trans>
          </ButtonLink>
        </AdminListToolbar>
      }
      status={listStatus(heroes)}
      loadingLabel={t`Loading heroes...`}
      errorText={heroText('loadFailed')}
      emptyText={heroText('noResults')}
      pages={
        heroes.data && { ...heroes.data, page: list.page, label: t`Hero pages`, onPageChange: list.setPage }
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {heroes.data?.items.map((hero) => (
          <li key={hero.id} className={cn(CARD_CLASSES, 'flex flex-col')}>
            <ManagedHero hero={hero} />
          </li>
        ))}
      </ul>
    </AdminList>
  );
}

/** The hero's picture in its admin row, beside its name. */
const THUMBNAIL_CLASSES = 'size-20 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-night-950';

/** One hero of the admin list: picture, name, rarity, class and roles, with Edit and Delete. */
function ManagedHero({ hero }: { hero: HeroCardData }) {
  const { t } = useLingui();
  const remove = useDeleteHero();
  return (
    <>
      <div className="flex flex-1 gap-3 p-3">
        <FallbackImage src={hero.imageUrl} alt="" className={THUMBNAIL_CLASSES} />
        <div className="min-w-0 flex-1">
          <NameLink to={paths.hero(hero.slug)} className="line-clamp-2 rounded leading-snug">
            {hero.name}
          </NameLink>
          <p className="mt-0.5 text-sm">
            <span data-content className={cn('font-bold', RARITY_STYLES[hero.rarity].text)}>
              {hero.rarity}
            </span>
            <span className="text-slate-600 dark:text-slate-400">
              {' · '}
              <span data-content>{hero.class}</span>
            </span>
          </p>
          <RoleList roles={hero.roles} className="mt-1.5 flex flex-wrap gap-1" />
        </div>
      </div>
      <div className="flex justify-end gap-1 border-t border-slate-200 px-2 py-1.5 dark:border-white/10">
        <ButtonLink
          to={paths.adminHero(hero.slug)}
          variant="ghost"
          size="sm"
          aria-label={t`Edit ${hero.name}`}
          className="h-8"
        >
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Edit</Trans>
        </ButtonLink>
        <ConfirmDeleteButton
          aria-label={t`Delete ${hero.name}`}
          className={cn('h-8', DELETE_BUTTON_CLASSES)}
          dialogTitle={t`Delete Hero`}
          description={t`Are you sure you want to delete ${hero.name}? Its ratings, comments and Game Team places will be removed too. This action cannot be undone.`}
          action={() => remove.mutateAsync(hero.id)}
          messages={{ deleted: heroText('deleted'), deleteFailed: heroText('deleteFailed') }}
        />
      </div>
    </>
  );
}
