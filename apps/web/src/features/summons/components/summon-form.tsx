import { BANNER_TYPES, type BannerType } from '@haven/shared/banners/constants';
import { RARITIES, type Rarity } from '@haven/shared/heroes/constants';
import type { HeroPickerItem } from '@haven/shared/heroes/schemas';
import { SUMMON_KIND_PULLS, SUMMON_KINDS, type SummonKind } from '@haven/shared/summons/constants';
import type { SummonEntry, SummonEntryInput } from '@haven/shared/summons/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/form-controls';
import { Input } from '../../../components/ui/form-field';
import type { PickOneProps } from '../../../components/ui/picker-modal';
import { RARITY_STYLES } from '../../../components/ui/rarity-badge';
import { useWriteRestriction, WriteRestrictionNotice } from '../../../components/ui/write-restriction';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { BANNER_TYPE_TEXTS as BANNER_TYPE_LABELS } from '../../banners/shared-texts';
import { useSummonBanners } from '../api/get-summon-banners';
import { SUMMON_TEXTS as M, SUMMON_KIND_TEXTS as SUMMON_KIND_LABELS } from '../shared-texts';

/** One result slot of the form: a picked hero (its rarity then fixed) or a rarity alone. */
type Slot = { hero: HeroPickerItem | null; rarity: Rarity };

export type HeroPicker = (props: PickOneProps<HeroPickerItem>) => ReactNode;

const otherSlot = (): Slot => ({ hero: null, rarity: 'R' });

/** `datetime-local`'s value for an instant, in the browser's zone. */
function localInputValue(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

type SummonFormProps = {
  /** The entry edited; a new summon otherwise. */
  entry?: SummonEntry;
  renderPicker: HeroPicker;
  isSaving: boolean;
  /** Saves; rejects with the server's refusal. */
  onSave: (input: SummonEntryInput) => Promise<unknown>;
  onCancel?: () => void;
  /** Called after a successful save. */
  onSaved?: () => void;
};

/**
 * Logs a single or a ten: the banner (or only its type), when, and what each pull gave: a hero
 * from the picker or only a rarity ('Other'). An empty time means now.
 */
export function SummonForm({ entry, renderPicker, isSaving, onSave, onCancel, onSaved }: SummonFormProps) {
  const id = useId();
  const banners = useSummonBanners();
  const restriction = useWriteRestriction();
  const [kind, setKind] = useState<SummonKind>(entry?.kind ?? 'ten');
  const [bannerId, setBannerId] = useState(entry?.banner?.id ?? '');
  const [bannerType, setBannerType] = useState<BannerType>(entry?.bannerType ?? 'limited');
  const [when, setWhen] = useState(entry ? localInputValue(entry.summonedAt) : '');
  const [slots, setSlots] = useState<Slot[]>(
    entry
      ? entry.results.map((r) => ({ hero: r.hero, rarity: r.rarity }))
      : Array.from({ length: SUMMON_KIND_PULLS.ten }, otherSlot),
  );
  const [picking, setPicking] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const chosenBanner = banners.data?.items.find((b) => b.id === bannerId);
  const changeKind = (next: SummonKind) => {
    setKind(next);
    const length = SUMMON_KIND_PULLS[next];
    setSlots((current) => [
      ...current.slice(0, length),
      ...Array.from({ length: length - current.length }, otherSlot),
    ]);
  };
  const setSlot = (index: number, slot: Slot) =>
    setSlots((current) => current.map((s, i) => (i === index ? slot : s)));

  const submit = () => {
    setError(null);
    const input: SummonEntryInput = {
      bannerId: bannerId || null,
      bannerType: chosenBanner?.type ?? bannerType,
      kind,
      summonedAt: when ? new Date(when).toISOString() : new Date().toISOString(),
      results: slots.map((s) => ({ heroId: s.hero?.id ?? null, rarity: s.rarity })),
    };
    onSave(input).then(
      () => {
        if (!entry) {
          setSlots(Array.from({ length: SUMMON_KIND_PULLS[kind] }, otherSlot));
          setWhen('');
        }
        onSaved?.();
      },
      (refusal: unknown) => setError(messageFor(refusal, M.saveFailed)),
    );
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">{M.kind}</legend>
        <div className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-white/15">
          {SUMMON_KINDS.map((k) => (
            <label
              key={k}
              className={cn(
                'cursor-pointer rounded-md px-4 py-2 text-sm font-semibold text-slate-700 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:text-slate-200 dark:has-checked:bg-brand-400 dark:has-checked:text-night-950',
              )}
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={k}
                checked={kind === k}
                onChange={() => changeKind(k)}
                className="sr-only"
              />
              {SUMMON_KIND_LABELS[k]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label
            htmlFor={`${id}-banner`}
            className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200"
          >
            {M.banner}
          </label>
          <Select id={`${id}-banner`} value={bannerId} onChange={(event) => setBannerId(event.target.value)}>
            <option value="">{M.anyBanner}</option>
            {entry?.banner && !banners.data?.items.some((b) => b.id === entry.banner?.id) && (
              <option value={entry.banner.id}>{entry.banner.name}</option>
            )}
            {banners.data?.items.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label
            htmlFor={`${id}-type`}
            className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200"
          >
            {M.bannerType}
          </label>
          <Select
            id={`${id}-type`}
            value={chosenBanner?.type ?? bannerType}
            disabled={chosenBanner !== undefined}
            onChange={(event) => setBannerType(event.target.value as BannerType)}
          >
            {BANNER_TYPES.map((t) => (
              <option key={t} value={t}>
                {BANNER_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label
            htmlFor={`${id}-when`}
            className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200"
          >
            {M.summonedAt}
          </label>
          <Input
            id={`${id}-when`}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            aria-describedby={`${id}-when-hint`}
          />
          <p id={`${id}-when-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            <Trans>Leave empty for now.</Trans>
          </p>
        </div>
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
          {M.results}
        </legend>
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {slots.map((slot, index) => (
            <ResultSlot
              // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its pull's place in the summon
              key={index}
              id={`${id}-slot-${index}`}
              position={index + 1}
              slot={slot}
              onPick={() => setPicking(index)}
              onChange={(next) => setSlot(index, next)}
            />
          ))}
        </ol>
      </fieldset>

      {error && <Alert variant="error">{error}</Alert>}
      {restriction && <WriteRestrictionNotice text={restriction} />}

      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" disabled={isSaving || restriction !== null}>
          {isSaving ? M.saving : M.save}
        </Button>
      </div>

      {renderPicker({
        open: picking !== null,
        onOpenChange: (open) => {
          if (!open) setPicking(null);
        },
        onSelect: (hero) => {
          if (picking !== null) setSlot(picking, { hero, rarity: hero.rarity });
        },
      })}
    </form>
  );
}

type ResultSlotProps = {
  id: string;
  position: number;
  slot: Slot;
  onPick: () => void;
  onChange: (slot: Slot) => void;
};

/** One pull: its hero with a way to clear it, or a rarity and the button that picks a hero. */
function ResultSlot({ id, position, slot, onPick, onChange }: ResultSlotProps) {
  const { t } = useLingui();
  const label = M.resultLabel(position);
  return (
    <li className="rounded-lg border border-slate-200 p-2 dark:border-white/10">
      <p id={`${id}-label`} className="mb-1 text-xs font-semibold text-slate-600 dark:text-slate-400">
        {label}
      </p>
      {slot.hero ? (
        <div className="flex min-h-[4.75rem] flex-col justify-between gap-1">
          <p data-content className="line-clamp-2 text-sm font-semibold text-slate-900 dark:text-white">
            {slot.hero.name}
          </p>
          <div className="flex items-center justify-between">
            <span className={cn('text-xs font-bold', RARITY_STYLES[slot.hero.rarity].text)}>
              {slot.hero.rarity}
            </span>
            <button
              type="button"
              onClick={() => onChange({ hero: null, rarity: slot.rarity })}
              aria-label={t`Clear ${label}: ${slot.hero.name}`}
              className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-1.5">
          <select
            aria-label={`${label} rarity`}
            value={slot.rarity}
            onChange={(event) => onChange({ hero: null, rarity: event.target.value as Rarity })}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-white/15 dark:bg-night-900 dark:text-slate-100"
          >
            {RARITIES.map((r) => (
              <option key={r} value={r}>
                {M.otherPull} · {r}
              </option>
            ))}
          </select>
          <Button variant="outline" size="sm" onClick={onPick} aria-label={`${M.pickHero} for ${label}`}>
            <UserPlus aria-hidden="true" className="size-4" />
            {M.pickHero}
          </Button>
        </div>
      )}
    </li>
  );
}
