import { GAME_TEAM_SIZE } from '@haven/shared/game-team/constants';
import type { AddToGameTeamRequest, GameTeamEntry } from '@haven/shared/game-team/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Crown, Plus, Replace } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import {
  MODAL_CARD_CLASSES,
  Modal,
  ModalClose,
  ModalCloseButton,
  ModalContent,
  ModalDescription,
  ModalTitle,
  ModalTrigger,
} from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useAddToGameTeam } from '../api/add-to-game-team';
import { useGameTeam } from '../api/get-game-team';
import { useReplaceInGameTeam } from '../api/replace-in-game-team';
import { gameTeamTexts } from '../shared-texts';

/** Formation rows as in the game: positions 1 and 2 on top, 3, 4 and 5 below. */
const FORMATION = [
  [1, 2],
  [3, 4, 5],
] as const;

/**
 * Every state of the button (waiting, Add, In Game Team) has this width, so the
 * buttons beside it stay put when the member's team arrives.
 */
const BUTTON_WIDTH = 'min-w-48';

type AddToGameTeamProps = {
  hero: { id: string; name: string };
  isSignedIn: boolean;
  /** True while it is not yet known who is looking. */
  isSessionLoading?: boolean;
};

/**
 * The hero page's Game Team control: members pick a free position, or with five heroes ('Team Full')
 * the hero this one replaces; the button reads 'In Game Team' once the hero is in. It is one button
 * through every state (waiting for the session, the team loading, Add, Team Full, In Game Team), so
 * a press made as the member's team arrives lands on the button it started on.
 */
export function AddToGameTeam({ hero, isSignedIn, isSessionLoading = false }: AddToGameTeamProps) {
  const { t } = useLingui();
  const team = useGameTeam({ enabled: isSignedIn });
  const [isOpen, setIsOpen] = useState(false);
  const entries = isSignedIn ? team.data?.entries : undefined;
  const isFull = (entries?.length ?? 0) >= GAME_TEAM_SIZE;
  const isIn = entries?.some((entry) => entry.hero.id === hero.id) ?? false;
  const isLoading = !isSessionLoading && isSignedIn && team.isPending;

  /** A visitor is asked to sign in and a failed team read is tried again; otherwise the choice opens. */
  const onPress = (event: MouseEvent) => {
    if (!isSignedIn) {
      event.preventDefault();
      toast.error(gameTeamTexts.signIn);
    } else if (team.isError) {
      event.preventDefault();
      void team.refetch().then(() => toast.error(gameTeamTexts.loadFailed));
    }
    // While the team loads the press is kept: the choice opens as soon as the team is known.
  };

  const icon = isLoading ? (
    <Spinner className="size-4" />
  ) : isIn ? (
    <Check aria-hidden="true" className="size-4" />
  ) : isFull ? (
    <Replace aria-hidden="true" className="size-4" />
  ) : (
    <Plus aria-hidden="true" className="size-4" />
  );
  return (
    <Modal open={isOpen && !isIn} onOpenChange={setIsOpen}>
      <ModalTrigger asChild>
        <Button
          variant={isIn || isFull ? 'secondary' : 'primary'}
          disabled={isSessionLoading || isIn}
          aria-busy={isLoading && isOpen}
          className={BUTTON_WIDTH}
          onClick={onPress}
        >
          {icon}
          {isIn ? t`In Game Team` : isFull ? t`Team Full` : t`Add to Game Team`}
        </Button>
      </ModalTrigger>
      {entries && !isIn && (
        <ModalContent
          hasDescription
          className={cn(
            MODAL_CARD_CLASSES,
            'max-h-[90dvh] w-[min(30rem,calc(100vw-2rem))] overflow-y-auto p-5 sm:p-6',
          )}
        >
          <PositionForm hero={hero} entries={entries} onDone={() => setIsOpen(false)} />
        </ModalContent>
      )}
    </Modal>
  );
}

type PositionFormProps = {
  hero: { id: string; name: string };
  entries: GameTeamEntry[];
  onDone: () => void;
};

const positionResolver = lazyZodResolver<AddToGameTeamRequest>(() =>
  import('@haven/shared/game-team/schemas').then((schemas) => schemas.AddToGameTeamRequestSchema),
);

/** The dialog's form: a free position, or when the team is full, whose place the hero takes. */
function PositionForm({ hero, entries, onDone }: PositionFormProps) {
  const { t } = useLingui();
  const add = useAddToGameTeam();
  const replace = useReplaceInGameTeam();
  const isFull = entries.length >= GAME_TEAM_SIZE;
  const isPending = add.isPending || replace.isPending;
  const { handleSubmit, setValue, watch } = useForm<AddToGameTeamRequest>({
    resolver: positionResolver,
    // The position starts unchosen; the shared schema refuses that with its own message.
    defaultValues: { heroId: hero.id },
  });
  const position = watch('position');
  const byPosition = new Map(entries.map((entry) => [entry.position, entry]));

  const onSubmit = handleSubmit(
    (values) => {
      const replaced = isFull ? byPosition.get(values.position) : undefined;
      if (replaced) {
        replace.mutate(
          { entryId: replaced.id, heroId: hero.id },
          {
            onSuccess: () => {
              toast.success(gameTeamTexts.replaced(hero.name, replaced.hero.name));
              onDone();
            },
            onError: (error) => toast.error(messageFor(error, gameTeamTexts.replaceFailed)),
          },
        );
        return;
      }
      add.mutate(values, {
        onSuccess: () => {
          toast.success(gameTeamTexts.added(hero.name));
          onDone();
        },
        onError: (error) => {
          toast.error(messageFor(error, gameTeamTexts.addFailed));
        },
      });
    },
    (errors) => toast.error(errors.position?.message ?? gameTeamTexts.positionRequired),
  );

  return (
    <form onSubmit={onSubmit}>
      <div className="flex items-start justify-between gap-3">
        <ModalTitle>{isFull ? t`Team Full` : t`Add to Game Team`}</ModalTitle>
        <ModalCloseButton className="-mt-1 -mr-1 shrink-0" />
      </div>
      <ModalDescription className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {isFull ? (
          t`Your Game Team is full. Choose the hero ${hero.name} replaces; ${hero.name} takes their position.`
        ) : (
          <>
            Choose a free position for {hero.name}.
            {entries.length === 0 && ' The first hero you add becomes your main hero.'}
          </>
        )}
      </ModalDescription>

      <fieldset className="mt-5">
        <legend className="sr-only">Position</legend>
        <div className="space-y-3">
          {FORMATION.map((row) => (
            <div key={row.join('-')} className="flex justify-center gap-3">
              {row.map((slot) => {
                const taken = byPosition.get(slot);
                // Adding, a taken position cannot be chosen; replacing, only a taken one can.
                const isUnavailable = isFull ? taken === undefined : taken !== undefined;
                return (
                  <label
                    key={slot}
                    className={cn(
                      'relative flex h-24 w-[30%] max-w-28 flex-col items-center justify-center gap-1 rounded-xl border-2 px-2 text-center text-sm transition-colors',
                      isUnavailable
                        ? 'cursor-not-allowed border-dashed border-slate-300 bg-slate-50 text-slate-600 dark:border-white/15 dark:bg-white/5 dark:text-slate-400'
                        : position === slot
                          ? 'cursor-pointer border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-300 dark:bg-brand-300/15 dark:text-white'
                          : 'cursor-pointer border-slate-300 bg-white text-slate-800 hover:border-brand-400 dark:border-white/20 dark:bg-night-950 dark:text-slate-100',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-brand-300',
                    )}
                  >
                    <input
                      type="radio"
                      value={slot}
                      name="position"
                      checked={position === slot}
                      disabled={isUnavailable}
                      // Set as a number: a radio's own value is always text.
                      onChange={() => setValue('position', slot)}
                      aria-label={
                        taken
                          ? isFull
                            ? taken.isMain
                              ? t`Replace ${taken.hero.name}, position ${slot} (main hero)`
                              : t`Replace ${taken.hero.name}, position ${slot}`
                            : taken.isMain
                              ? t`Position ${slot}, taken by ${taken.hero.name} (main hero)`
                              : t`Position ${slot}, taken by ${taken.hero.name}`
                          : t`Position ${slot}, free`
                      }
                      className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                    />
                    <span
                      aria-hidden="true"
                      className="text-[0.65rem] font-semibold tracking-wider uppercase"
                    >
                      <Trans>Position</Trans>
                    </span>
                    <span aria-hidden="true" className="font-display text-2xl leading-none font-bold">
                      {slot}
                    </span>
                    <span aria-hidden="true" className="line-clamp-2 text-xs">
                      {taken ? (
                        <>
                          {taken.isMain && <Crown className="mr-0.5 inline size-3" />}
                          {taken.hero.name}
                        </>
                      ) : (
                        'Free'
                      )}
                    </span>
                  </label>
                );
              })}
            </div>
          ))}
        </div>
      </fieldset>

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalClose className={buttonClasses('outline')}>Cancel</ModalClose>
        <Button type="submit" disabled={position === undefined || isPending}>
          {isPending && <Spinner className="size-4" />}
          {isFull ? t`Replace Hero` : t`Add to Team`}
        </Button>
      </div>
    </form>
  );
}
