import type { HeroPickerItem } from '@haven/shared/heroes/schemas';
import { TEAM_NAME_MAX_LENGTH, TEAM_SIZE } from '@haven/shared/teams/constants';
import {
  type CreateTeamRequest,
  CreateTeamRequestSchema,
  type Team,
  type TeamInput,
} from '@haven/shared/teams/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useWriteRestriction, WriteRestrictionNotice } from '../../../components/ui/write-restriction';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useCreateTeam } from '../api/create-team';
import { useUpdateTeam } from '../api/update-team';
import { teamTexts } from '../shared-texts';
import { BuilderSlot } from './builder-slot';
import { TeamDetailsFields, type TeamModeOption } from './team-details-fields';
import { TeamFormation } from './team-formation';

/** What the page passes in to choose a hero: the hero picker modal. */
export type HeroPickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (hero: HeroPickerItem) => void;
  excludeIds: string[];
};

type Slots = (HeroPickerItem | null)[];
const EMPTY_SLOTS: Slots = Array(TEAM_SIZE).fill(null);
const slotsOf = (team: Team | undefined): Slots =>
  EMPTY_SLOTS.map((_, i) => team?.heroes.find((h) => h.position === i + 1)?.hero ?? null);
const valuesOf = (team: Team | undefined): CreateTeamRequest => ({
  name: team?.name ?? '',
  heroIds: slotsOf(team).flatMap((h) => (h ? [h.id] : [])),
  modeId: team?.mode?.id ?? null,
  notes: team?.notes ?? '',
  visibility: team?.visibility ?? 'public',
});

type TeamBuilderProps = {
  /** The hero picker, rendered by the page (features do not import each other). */
  renderPicker: (props: HeroPickerProps) => ReactNode;
  /** The game modes a team may be built for, given by the page. */
  modes: readonly TeamModeOption[];
  /** The member's team being edited; without one the form creates a new team. */
  team?: Team;
  onSaved: (team: Team) => void;
  /** Closes the form while editing. */
  onCancel?: () => void;
  /** Told whether the form holds anything the member chose or typed. */
  onDraftChange?: (hasDraft: boolean) => void;
};

/**
 * The team form: a name, five slots filled one by one through the hero picker, an optional game
 * mode and notes. Save is enabled once the name is given and every slot is filled; until then the
 * form says what is missing. Editing keeps the team's address.
 */
export function TeamBuilder({
  renderPicker,
  modes,
  team,
  onSaved,
  onCancel,
  onDraftChange,
}: TeamBuilderProps) {
  const { t } = useLingui();
  const nameId = useId();
  // A suspended member is told before building, and cannot save.
  const restriction = useWriteRestriction();
  const [slots, setSlots] = useState<Slots>(() => slotsOf(team));
  const [pickingFor, setPickingFor] = useState<number | null>(null);
  const createTeam = useCreateTeam();
  const updateTeam = useUpdateTeam();
  const save = team ? updateTeam : createTeam;
  const form = useForm<CreateTeamRequest, unknown, TeamInput>({
    resolver: zodResolver(CreateTeamRequestSchema),
    defaultValues: valuesOf(team),
  });
  const { register, handleSubmit, reset, setValue, watch, formState } = form;
  const name = watch('name');
  const notesLength = watch('notes')?.length ?? 0;
  const visibility = watch('visibility') ?? 'public';

  const chosen = slots.filter((hero): hero is HeroPickerItem => hero !== null);
  const hasDraft = name.trim() !== '' || chosen.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports changes of the draft only
  useEffect(() => onDraftChange?.(hasDraft), [hasDraft]);
  const missing = !name.trim()
    ? teamTexts.nameRequired
    : chosen.length < TEAM_SIZE
      ? teamTexts.heroesRequired
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
    if (save.isPending) return;
    const onError = (error: Error) =>
      toast.error(messageFor(error, team ? teamTexts.updateFailed : teamTexts.createFailed));
    const onSuccess = (saved: Team) => {
      toast.success(team ? teamTexts.updated : teamTexts.created);
      if (!team) {
        reset(valuesOf(undefined));
        setSlots(EMPTY_SLOTS);
      }
      onSaved(saved);
    };
    if (team) updateTeam.mutate({ teamId: team.id, input }, { onSuccess, onError });
    else createTeam.mutate(input, { onSuccess, onError });
  });

  const title = team ? t`Edit Team` : t`Create Team`;
  return (
    <form
      aria-labelledby={`${nameId}-title`}
      className={cn(CARD_CLASSES, 'space-y-5 p-4 sm:p-6')}
      onSubmit={onSubmit}
    >
      <h2 id={`${nameId}-title`} className="font-display text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {restriction && <WriteRestrictionNotice text={restriction} />}
      <FormField id={nameId} label={t`Team Name`} hint={t`Up to ${TEAM_NAME_MAX_LENGTH} characters.`}>
        <Input
          id={nameId}
          maxLength={TEAM_NAME_MAX_LENGTH}
          placeholder={t`Enter team name`}
          autoComplete="off"
          aria-describedby={fieldMessageId(nameId)}
          {...register('name')}
        />
      </FormField>
      <TeamFormation
        renderSlot={(position) => (
          <BuilderSlot
            position={position}
            hero={slots[position - 1] ?? null}
            onPick={() => setPickingFor(position)}
            onRemove={() => setSlot(position, null)}
          />
        )}
      />
      <TeamDetailsFields
        modes={modes}
        register={register}
        errors={formState.errors}
        notesLength={notesLength}
        visibility={visibility}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p
          id={`${nameId}-missing`}
          className="min-h-5 text-sm text-slate-700 dark:text-slate-300"
          aria-live="polite"
        >
          {missing ?? `${chosen.length}/${TEAM_SIZE} heroes selected`}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button
            type="submit"
            disabled={missing !== null || save.isPending || restriction !== null}
            aria-describedby={`${nameId}-missing`}
            className="sm:min-w-36"
          >
            {save.isPending && <Spinner className="size-4" />}
            {team ? t`Save Changes` : t`Create Team`}
          </Button>
        </div>
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
