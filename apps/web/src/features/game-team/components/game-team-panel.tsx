import { GAME_TEAM_MAIN_SLOT } from '@haven/shared/game-team/constants';
import type { GameTeamEntry } from '@haven/shared/game-team/schemas';
import type { HeroPickerItem } from '@haven/shared/heroes/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Star, Swords, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SquareThumbnail } from '../../../components/ui/card-image';
import type { HeroPickerProps } from '../../../components/ui/hero-chips-field';
import { EMPTY_STATE_TILE, IconTile } from '../../../components/ui/icon-tile';
import { LabelledSection } from '../../../components/ui/labelled-section';
import { RARITY_STYLES } from '../../../components/ui/rarity-badge';
import { SectionLoading, SKELETON_FILL } from '../../../components/ui/section-states';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useAddToGameTeam } from '../api/add-to-game-team';
import { useRemoveFromGameTeam } from '../api/remove-from-game-team';
import { useSetMainHero } from '../api/set-main-hero';
import { gameTeamTexts } from '../shared-texts';

/** The tree: two slots on top, three below. */
const ROWS = [
  [1, 2],
  [3, 4, 5],
] as const;

type GameTeamPanelProps = {
  entries: readonly GameTeamEntry[] | undefined;
  isLoading: boolean;
  /** The player shown on top of the tree. */
  player: { username: string; characterName: string | null; avatarUrl: string | null };
  /** The owner may fill empty slots, remove heroes and set the main one; visitors only read. */
  isOwner: boolean;
  /** The hero picker an owner fills an empty slot through, rendered by the page (features do not import each other). */
  renderHeroPicker?: (props: HeroPickerProps) => ReactNode;
};

/** A member's Game Team: their avatar over a tree of five slots, the main hero marked and glowing. */
export function GameTeamPanel({ entries, isLoading, player, isOwner, renderHeroPicker }: GameTeamPanelProps) {
  const { t } = useLingui();
  const remove = useRemoveFromGameTeam();
  const setMain = useSetMainHero();
  const add = useAddToGameTeam();
  const isBusy = remove.isPending || setMain.isPending || add.isPending;
  // The empty slot the owner is choosing a hero for, while the picker is open.
  const [pickingFor, setPickingFor] = useState<number | null>(null);
  const onPick = renderHeroPicker && isOwner ? setPickingFor : undefined;

  const onAdd = (hero: HeroPickerItem) => {
    if (pickingFor === null) return;
    add.mutate(
      { heroId: hero.id, position: pickingFor },
      {
        onSuccess: () => toast.success(gameTeamTexts.added(hero.name)),
        onError: (error) => toast.error(messageFor(error, gameTeamTexts.addFailed)),
      },
    );
  };

  const onRemove = (entry: GameTeamEntry) =>
    remove.mutate(entry.id, {
      onSuccess: () => toast.success(gameTeamTexts.removed),
      onError: (error) => toast.error(messageFor(error, gameTeamTexts.removeFailed)),
    });
  const onSetMain = (entry: GameTeamEntry) =>
    setMain.mutate(entry.id, {
      onSuccess: () => toast.success(gameTeamTexts.mainUpdated),
      onError: (error) => toast.error(messageFor(error, gameTeamTexts.mainFailed)),
    });

  const byPosition = new Map((entries ?? []).map((entry) => [entry.position, entry]));
  const label = player.characterName || player.username;

  return (
    <LabelledSection
      id="game-team-heading"
      title={t`GAME TEAM`}
      className={cn(CARD_CLASSES, 'relative p-4 sm:p-6')}
      titleClassName="text-center text-lg font-bold tracking-[0.2em] text-slate-900 dark:text-white"
    >
      {isLoading ? (
        <SectionLoading label={t`Loading heroes...`}>
          <div className="mt-6 flex flex-col items-center gap-6">
            <div className={cn(SKELETON_FILL, 'size-16 rounded-full')} />
            <div className="flex gap-4">
              <div className={cn(SKELETON_FILL, 'h-28 w-20 rounded-xl')} />
              <div className={cn(SKELETON_FILL, 'h-28 w-20 rounded-xl')} />
            </div>
          </div>
          <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-300">Loading heroes...</p>
        </SectionLoading>
      ) : byPosition.size === 0 ? (
        // The first hero is the main one: offered the main slot.
        <EmptyTeam isOwner={isOwner} onPick={onPick && (() => onPick(GAME_TEAM_MAIN_SLOT))} />
      ) : (
        <div className="mt-5 flex flex-col items-center">
          <figure className="flex flex-col items-center gap-1.5">
            <Avatar
              src={player.avatarUrl}
              alt=""
              className="size-16 border-2 border-gold-400 shadow-md dark:border-gold-300"
            />
            <figcaption className="max-w-48 truncate text-sm font-semibold text-slate-800 dark:text-slate-100">
              {label}
            </figcaption>
          </figure>
          {/* The branches from the player to the two upper slots. */}
          <div aria-hidden="true" className="h-4 w-px bg-slate-300 dark:bg-white/20" />
          <div aria-hidden="true" className="h-px w-32 bg-slate-300 sm:w-40 dark:bg-white/20" />
          {ROWS.map((row, rowIndex) => (
            <ol
              key={row.join('-')}
              className={cn('flex justify-center gap-2 sm:gap-4', rowIndex > 0 && 'mt-4')}
            >
              {row.map((position) => (
                <li key={position}>
                  <Slot
                    position={position}
                    entry={byPosition.get(position)}
                    isOwner={isOwner}
                    isBusy={isBusy}
                    onRemove={onRemove}
                    onSetMain={onSetMain}
                    onPick={onPick}
                  />
                </li>
              ))}
            </ol>
          ))}
        </div>
      )}
      {onPick &&
        renderHeroPicker?.({
          open: pickingFor !== null,
          onOpenChange: (open) => {
            if (!open) setPickingFor(null);
          },
          onSelect: onAdd,
          excludeIds: (entries ?? []).map((entry) => entry.hero.id),
        })}
      {isBusy && (
        <div
          role="status"
          className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 rounded-2xl bg-white/75 text-slate-800 dark:bg-night-950/75 dark:text-slate-100"
        >
          <Spinner className="size-6" />
          <span className="text-sm font-semibold">Updating team...</span>
        </div>
      )}
    </LabelledSection>
  );
}

function EmptyTeam({ isOwner, onPick }: { isOwner: boolean; onPick: (() => void) | undefined }) {
  return (
    <div className="mt-5 flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center dark:border-white/15">
      <IconTile icon={Swords} className={EMPTY_STATE_TILE} />
      {isOwner ? (
        <>
          <p className="font-semibold text-slate-800 dark:text-slate-100">No heroes in your Game Team yet!</p>
          <p className="max-w-sm text-sm text-slate-600 dark:text-slate-300">
            <Trans>Visit the Heroes section to add characters to your Game Team.</Trans>
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {onPick && (
              <Button size="sm" onClick={onPick}>
                <Plus aria-hidden="true" className="size-4" />
                <Trans>Pick a Hero</Trans>
              </Button>
            )}
            <ButtonLink to={paths.heroes} size="sm" variant={onPick ? 'outline' : undefined}>
              <Trans>Browse Heroes</Trans>
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p className="font-semibold text-slate-800 dark:text-slate-100">
            <Trans>No heroes in this Game Team yet!</Trans>
          </p>
          <p className="max-w-sm text-sm text-slate-600 dark:text-slate-300">
            <Trans>This player hasn't added any heroes to their Game Team yet.</Trans>
          </p>
        </>
      )}
    </div>
  );
}

type SlotProps = {
  position: number;
  entry: GameTeamEntry | undefined;
  isOwner: boolean;
  isBusy: boolean;
  onRemove: (entry: GameTeamEntry) => void;
  onSetMain: (entry: GameTeamEntry) => void;
  /** Opens the hero picker for an empty slot: the owner's, once the page can show it. */
  onPick: ((position: number) => void) | undefined;
};

const SLOT_SIZE = 'w-[4.75rem] sm:w-24';

function Slot({ position, entry, isOwner, isBusy, onRemove, onSetMain, onPick }: SlotProps) {
  const { t } = useLingui();
  if (!entry) {
    const emptyClasses =
      'grid aspect-square w-full place-items-center rounded-xl border-2 border-dashed border-slate-300 text-sm text-slate-600 dark:border-white/15 dark:text-slate-400';
    return (
      <div className={cn(SLOT_SIZE, 'flex flex-col items-center gap-1')}>
        {onPick ? (
          <button
            type="button"
            onClick={() => onPick(position)}
            disabled={isBusy}
            className={cn(
              emptyClasses,
              'content-center gap-1 hover:border-brand-400 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:hover:border-brand-300 dark:hover:text-brand-200 dark:focus-visible:outline-brand-300',
            )}
          >
            <Plus aria-hidden="true" className="mx-auto size-5" />
            <span>
              <span className="sr-only">Add a hero to slot {position}: </span>Empty
            </span>
          </button>
        ) : (
          <div className={emptyClasses}>
            <span>
              <span className="sr-only">Slot {position}: </span>Empty
            </span>
          </div>
        )}
      </div>
    );
  }
  const { hero } = entry;
  // Only the hero in this slot may be made the main hero, and only when it is not already.
  const canSetMain = isOwner && position === GAME_TEAM_MAIN_SLOT && !entry.isMain;
  return (
    <div
      className={cn(SLOT_SIZE, 'flex flex-col items-center gap-1')}
      data-testid={`game-team-slot-${position}`}
    >
      <div
        className={cn(
          'relative aspect-square w-full rounded-xl bg-slate-100 dark:bg-night-950',
          entry.isMain &&
            'ring-2 ring-gold-400 shadow-[0_0_18px_4px_rgba(250,204,21,0.55)] dark:ring-gold-300 dark:shadow-[0_0_18px_4px_rgba(250,204,21,0.4)]',
        )}
      >
        <SquareThumbnail
          src={hero.imageUrl}
          size={96}
          frame="size-full overflow-hidden rounded-xl"
          className="size-full object-cover"
        />
        {entry.isMain && (
          <span className="absolute -top-2 left-1/2 -translate-x-1/2 rounded-full bg-gold-400 px-1.5 py-0.5 text-[0.625rem] font-bold tracking-wider text-night-950">
            <Trans>MAIN</Trans>
          </span>
        )}
        {isOwner && (
          <button
            type="button"
            onClick={() => onRemove(entry)}
            disabled={isBusy}
            aria-label={t`Remove ${hero.name} from your Game Team`}
            title={t`Remove`}
            className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-red-600 text-white shadow hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
        {canSetMain && (
          <button
            type="button"
            onClick={() => onSetMain(entry)}
            disabled={isBusy}
            aria-label={t`Set ${hero.name} as main hero`}
            title={t`Set as main hero`}
            className="absolute -top-2 -left-2 grid size-7 place-items-center rounded-full bg-gold-400 text-night-950 shadow hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:opacity-60"
          >
            <Star aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <Link
        to={paths.hero(hero.slug)}
        className={cn(
          'line-clamp-2 text-center text-xs font-semibold hover:underline sm:text-sm',
          RARITY_STYLES[hero.rarity].text,
        )}
      >
        <span className="sr-only">Slot {position}: </span>
        {hero.name}
        {entry.isMain && <span className="sr-only"> (main hero)</span>}
      </Link>
    </div>
  );
}
