import type { HeroPickerItem } from '@haven/shared/heroes/schemas';
import { TEAM_NAME_MAX_LENGTH, TEAM_SIZE } from '@haven/shared/teams/constants';
import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import { type CreateTeamRequest, CreateTeamRequestSchema, type Team } from '@haven/shared/teams/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useCreateTeam } from '../api/create-team';
import { TeamFormation } from './team-formation';
import { HeroTile } from './team-view';

/** What the page passes in to choose a hero: the hero picker modal. */
export type HeroPickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (hero: HeroPickerItem) => void;
  excludeIds: string[];
};

const EMPTY_SLOTS: (HeroPickerItem | null)[] = Array(TEAM_SIZE).fill(null);

type TeamBuilderProps = {
  /** The hero picker, rendered by the page (features do not import each other). */
  renderPicker: (props: HeroPickerProps) => ReactNode;
  onCreated: (team: Team) => void;
  /** Told whether the form holds anything the member chose or typed. */
  onDraftChange?: (hasDraft: boolean) => void;
};

/**
 * The Create Team form: a name and five slots filled one by one through the hero picker.
 * Create is enabled once the name is given and every slot is filled; until then the form
 * says what is missing.
 */
export function TeamBuilder({ renderPicker, onCreated, onDraftChange }: TeamBuilderProps) {
  const nameId = useId();
  const [slots, setSlots] = useState<(HeroPickerItem | null)[]>(EMPTY_SLOTS);
  const [pickingFor, setPickingFor] = useState<number | null>(null);
  const createTeam = useCreateTeam();
  const { register, handleSubmit, reset, setValue, watch } = useForm<CreateTeamRequest>({
    resolver: zodResolver(CreateTeamRequestSchema),
    defaultValues: { name: '', heroIds: [] },
  });
  const name = watch('name');

  const chosen = slots.filter((hero): hero is HeroPickerItem => hero !== null);
  const hasDraft = name.trim() !== '' || chosen.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports changes of the draft only
  useEffect(() => onDraftChange?.(hasDraft), [hasDraft]);
  const missing = !name.trim()
    ? TEAM_MESSAGES.nameRequired
    : chosen.length < TEAM_SIZE
      ? TEAM_MESSAGES.heroesRequired
      : null;

  // The slots show the chosen heroes; the form sends their ids in formation order.
  const setSlot = (position: number, hero: HeroPickerItem | null) => {
    const next = slots.map((h, i) => (i === position - 1 ? hero : h));
    setSlots(next);
    setValue(
      'heroIds',
      next.flatMap((h) => (h ? [h.id] : [])),
    );
  };

  const onSubmit = handleSubmit((input) => {
    if (createTeam.isPending) return;
    createTeam.mutate(input, {
      onSuccess: (team) => {
        toast.success(TEAM_MESSAGES.created);
        reset();
        setSlots(EMPTY_SLOTS);
        onCreated(team);
      },
      onError: (error) => toast.error(messageFor(error, TEAM_MESSAGES.createFailed)),
    });
  });

  return (
    <form
      aria-labelledby={`${nameId}-title`}
      className={cn(CARD_CLASSES, 'space-y-5 p-4 sm:p-6')}
      onSubmit={onSubmit}
    >
      <h2 id={`${nameId}-title`} className="font-display text-xl font-bold text-slate-900 dark:text-white">
        Create Team
      </h2>
      <FormField id={nameId} label="Team Name" hint={`Up to ${TEAM_NAME_MAX_LENGTH} characters.`}>
        <Input
          id={nameId}
          maxLength={TEAM_NAME_MAX_LENGTH}
          placeholder="Enter team name"
          autoComplete="off"
          aria-describedby={fieldMessageId(nameId)}
          {...register('name')}
        />
      </FormField>
      <TeamFormation
        renderSlot={(position) => {
          const hero = slots[position - 1];
          if (!hero) {
            return (
              <button
                type="button"
                onClick={() => setPickingFor(position)}
                className="grid aspect-square w-full place-items-center rounded-xl border-2 border-dashed border-slate-400 bg-white/60 text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-white/25 dark:bg-white/5 dark:text-slate-200 dark:hover:border-brand-300 dark:hover:text-brand-200"
              >
                <span className="flex flex-col items-center gap-1 text-xs font-semibold">
                  <Plus aria-hidden="true" className="size-6" />
                  Select Hero
                  <span className="sr-only"> for position {position}</span>
                </span>
              </button>
            );
          }
          return (
            <div className="relative w-full">
              <button
                type="button"
                onClick={() => setPickingFor(position)}
                className="group block w-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <HeroTile name={hero.name} imageUrl={hero.imageUrl} rarity={hero.rarity} />
                <span className="sr-only">, position {position}: choose another hero</span>
              </button>
              <button
                type="button"
                onClick={() => setSlot(position, null)}
                aria-label={`Remove ${hero.name} from position ${position}`}
                className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-red-600 text-white shadow hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          );
        }}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p
          id={`${nameId}-missing`}
          className="min-h-5 text-sm text-slate-700 dark:text-slate-300"
          aria-live="polite"
        >
          {missing ?? `${chosen.length}/${TEAM_SIZE} heroes selected`}
        </p>
        <Button
          type="submit"
          disabled={missing !== null || createTeam.isPending}
          aria-describedby={`${nameId}-missing`}
          className="sm:min-w-36"
        >
          {createTeam.isPending && <Spinner className="size-4" />}
          Create Team
        </Button>
      </div>
      {renderPicker({
        open: pickingFor !== null,
        onOpenChange: (open) => {
          if (!open) setPickingFor(null);
        },
        onSelect: (hero) => {
          if (pickingFor !== null) setSlot(pickingFor, hero);
        },
        // The hero being replaced may be chosen again; the others may not appear twice.
        excludeIds: slots.flatMap((hero, i) => (hero && i !== (pickingFor ?? 0) - 1 ? [hero.id] : [])),
      })}
    </form>
  );
}
