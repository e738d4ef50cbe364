import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { TIERS } from '@haven/shared/tier-list/constants';
import { TIER_LIST_MESSAGES as M } from '@haven/shared/tier-list/messages';
import {
  type GameMode,
  type TierHero,
  type TierList,
  TierListSaveSchema,
} from '@haven/shared/tier-list/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useTierList } from '../api/get-tier-list';
import { useSaveTierList } from '../api/save-tier-list';
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

/** The editor of one mode's placements, from the copy it loaded until it saves or reloads. */
function TierEditorForm({ list, onReload }: { list: TierList; onReload: () => Promise<void> }) {
  const [placement, setPlacement] = useState(() => placementOf(list));
  const [isStale, setIsStale] = useState(false);
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

  const onSubmit = handleSubmit(async ({ note }) => {
    const placements = TIERS.flatMap((tier) => placement[tier].map((heroId) => ({ heroId, tier })));
    try {
      await save.mutateAsync({ modeId: list.mode.id, input: { version: list.version, note, placements } });
      toast.success(M.saved);
      await onReload();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setIsStale(true);
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
                return hero ? <HeroChip key={heroId} hero={hero} zone={zone} onMove={move} /> : null;
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
      {isStale && (
        <Alert variant="error">
          <p>{M.staleVersion}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void onReload()}>
            Reload
          </Button>
        </Alert>
      )}
      <Button type="submit" disabled={isSubmitting || isStale}>
        Save tiers
      </Button>
    </form>
  );
}

/** The tier editor of a mode: loads its whole list (no filters) and keeps that copy while editing. */
export function TierEditor({ mode }: { mode: GameMode }) {
  const list = useTierList({ mode: mode.slug, classes: [], rarities: [], roles: [] });
  const [loaded, setLoaded] = useState<TierList | null>(null);
  if (!loaded && list.data && list.data.mode.id === mode.id && !list.isPlaceholderData) setLoaded(list.data);

  const reload = async () => {
    const fresh = await list.refetch();
    if (fresh.data) setLoaded(fresh.data);
  };

  if (!loaded && list.isError)
    return <TierListError onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  if (!loaded) return <Spinner />;
  return <TierEditorForm key={`${loaded.version} ${loaded.updatedAt}`} list={loaded} onReload={reload} />;
}
