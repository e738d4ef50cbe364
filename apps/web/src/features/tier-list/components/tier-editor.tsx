import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { TIER_REASON_MAX_LENGTH, TIERS } from '@haven/shared/tier-list/constants';
import {
  type GameMode,
  type TierHero,
  type TierList,
  type TierListSave,
  TierListSaveSchema,
} from '@haven/shared/tier-list/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useEditVersion } from '../../../components/ui/edit-conflict';
import { Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useTierList } from '../api/get-tier-list';
import { useSaveTierList } from '../api/save-tier-list';
import { TIER_LIST_TEXTS as M } from '../shared-texts';
import { HeroChip, TierZone, ZONES, type Zone } from './tier-editor-parts';
import { TierListError } from './tier-list-states';

type Placement = Record<Zone, string[]>;
const NoteSchema = TierListSaveSchema.pick({ note: true });

function placementOf(list: TierList): Placement {
  const placement = Object.fromEntries(
    list.tiers.map(({ tier, heroes }) => [tier, heroes.map((hero) => hero.id)]),
  ) as Placement;
  placement.unranked = list.unranked.map((hero) => hero.id);
  return placement;
}

/** Each zone's heroes by name, for saying which tiers someone else changed. */
function namesByZone(list: TierList): Record<Zone, string[]> {
  const names = Object.fromEntries(
    list.tiers.map(({ tier, heroes }) => [tier, heroes.map((hero) => hero.name)]),
  ) as Record<Zone, string[]>;
  names.unranked = list.unranked.map((hero) => hero.name);
  return names;
}

/** Each zone's name in the page's language. */
function zoneLabels(): Record<Zone, string> {
  return Object.fromEntries(
    ZONES.map((zone) => [zone, zone === 'unranked' ? M.unranked : M.tierLabel(zone)]),
  ) as Record<Zone, string>;
}

type TierEditorFormProps = {
  list: TierList;
  /** Starts the editor again from the list as it is saved now, or from `fresh` when given. */
  onReload: (fresh?: TierList) => Promise<void>;
  /** Reads the list as it is saved now. */
  loadCurrent: () => Promise<TierList>;
};

/** The editor of one mode's placements, from the copy it loaded until it saves or reloads. */
function TierEditorForm({ list, onReload, loadCurrent }: TierEditorFormProps) {
  const [placement, setPlacement] = useState(() => placementOf(list));
  const [reasons, setReasons] = useState<Record<string, string>>(() =>
    Object.fromEntries(list.tiers.flatMap((tier) => tier.heroes.map((hero) => [hero.id, hero.reason]))),
  );
  const save = useSaveTierList();
  const heroes = new Map<string, TierHero>(
    [...list.tiers.flatMap((tier) => tier.heroes), ...list.unranked].map((hero) => [hero.id, hero]),
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ note: string }>({
    resolver: zodResolver(NoteSchema),
    defaultValues: { note: '' },
  });

  // A moved hero is drawn afresh in its new tier: focus follows it there instead of dropping to the page.
  const formRef = useRef<HTMLFormElement>(null);
  const toFocus = useRef<{ heroId: string; control: 'select' | 'button' } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each move has been drawn
  useEffect(() => {
    const next = toFocus.current;
    if (!next) return;
    toFocus.current = null;
    formRef.current?.querySelector<HTMLElement>(`[data-hero-id="${next.heroId}"] ${next.control}`)?.focus();
  }, [placement]);

  const move = (heroId: string, to: Zone, control: 'select' | 'button' = 'select') => {
    toFocus.current = { heroId, control };
    setPlacement((current) => {
      const next = Object.fromEntries(
        ZONES.map((zone) => [zone, current[zone].filter((id) => id !== heroId)]),
      ) as Placement;
      next[to].push(heroId);
      return next;
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    // Dragged by its handle: the handle keeps the focus.
    if (over && ZONES.includes(over.id as Zone)) move(String(active.id), over.id as Zone, 'button');
  };

  type Mine = { note: string; placements: TierListSave['placements'] };
  const saveTiers = async (mine: Mine, version: number) => {
    await save.mutateAsync({ modeId: list.mode.id, input: { ...mine, version } });
    toast.success(M.saved);
    await onReload();
  };
  const edit = useEditVersion<TierList, Record<Zone, string[]>, Mine>({
    opened: list,
    toValues: namesByZone,
    labels: zoneLabels(),
    loadCurrent,
    onReload: (current) => void onReload(current),
    overwrite: saveTiers,
    saveFailed: M.saveFailed,
  });

  const onSubmit = handleSubmit(async ({ note }) => {
    const placements = TIERS.flatMap((tier) =>
      placement[tier].map((heroId) => ({ heroId, tier, reason: (reasons[heroId] ?? '').trim() })),
    );
    const tooLong = placements.find((item) => item.reason.length > TIER_REASON_MAX_LENGTH);
    if (tooLong) {
      toast.error(M.reasonTooLong);
      formRef.current?.querySelector<HTMLElement>(`[data-hero-id="${tooLong.heroId}"] input`)?.focus();
      return;
    }
    try {
      await saveTiers({ note, placements }, edit.version);
    } catch (error) {
      if (await edit.refused(error, { note, placements })) return;
      toast.error(messageFor(error, M.saveFailed));
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <div className="space-y-2">
          {ZONES.map((zone) => (
            <TierZone key={zone} zone={zone} count={placement[zone].length}>
              {placement[zone].map((heroId) => {
                const hero = heroes.get(heroId);
                return hero ? (
                  <HeroChip
                    key={heroId}
                    hero={hero}
                    zone={zone}
                    onMove={move}
                    reason={reasons[heroId] ?? ''}
                    onReason={(reason) => setReasons((current) => ({ ...current, [heroId]: reason }))}
                  />
                ) : null;
              })}
            </TierZone>
          ))}
        </div>
      </DndContext>
      <FormField id="tier-note" label={M.changeNotes} error={errors.note?.message}>
        <Textarea
          id="tier-note"
          rows={3}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? fieldMessageId('tier-note') : undefined}
          {...register('note')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        <Trans>Save tiers</Trans>
      </Button>
      {edit.dialog}
    </form>
  );
}

/** The tier editor of a mode: loads its whole list (no filters) and keeps that copy while editing. */
export function TierEditor({ mode }: { mode: GameMode }) {
  const list = useTierList({ mode: mode.slug, classes: [], rarities: [], roles: [] });
  const [loaded, setLoaded] = useState<TierList | null>(null);
  if (!loaded && list.data && list.data.mode.id === mode.id && !list.isPlaceholderData) setLoaded(list.data);

  const loadCurrent = async () => {
    const fresh = await list.refetch();
    if (!fresh.data) throw new Error('tier list not loaded');
    return fresh.data;
  };
  const reload = async (fresh?: TierList) => setLoaded(fresh ?? (await loadCurrent()));

  if (!loaded && list.isError)
    return <TierListError onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  if (!loaded) return <Spinner />;
  return (
    <TierEditorForm
      key={`${loaded.version} ${loaded.updatedAt}`}
      list={loaded}
      onReload={reload}
      loadCurrent={loadCurrent}
    />
  );
}
