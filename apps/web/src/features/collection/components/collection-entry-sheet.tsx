import {
  MAX_COLLECTION_NOTE,
  MAX_HERO_LEVEL,
  MAX_HERO_STARS,
  MIN_HERO_LEVEL,
} from '@haven/shared/collection/constants';
import { entryRangeProblems } from '@haven/shared/collection/rules';
import type { CollectionHero } from '@haven/shared/collection/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox, Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { Modal, ModalContent, ModalHeader, SHEET_MODAL_CLASSES } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { isExplainedRefusal, messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useSaveCollectionEntry } from '../api/save-collection-entry';
import { useSetHeroOwned } from '../api/set-hero-owned';
import { collectionTexts } from '../shared-texts';

type Problems = Partial<Record<'level' | 'stars' | 'note', string>>;

type CollectionEntrySheetProps = {
  userId: string;
  /** The owned hero being edited, or null while closed. */
  hero: CollectionHero | null;
  onClose: () => void;
};

/** The sheet that sets an owned hero's level, stars, note and building mark. */
export function CollectionEntrySheet({ userId, hero, onClose }: CollectionEntrySheetProps) {
  return (
    <Modal open={hero !== null} onOpenChange={(open) => !open && onClose()}>
      {hero?.entry && (
        <ModalContent className={SHEET_MODAL_CLASSES}>
          <EntryForm key={hero.id} userId={userId} hero={hero} entry={hero.entry} onDone={onClose} />
        </ModalContent>
      )}
    </Modal>
  );
}

type EntryFormProps = {
  userId: string;
  hero: CollectionHero;
  entry: NonNullable<CollectionHero['entry']>;
  onDone: () => void;
};

function EntryForm({ userId, hero, entry, onDone }: EntryFormProps) {
  const { t } = useLingui();
  const save = useSaveCollectionEntry(userId);
  const remove = useSetHeroOwned(userId);
  const [level, setLevel] = useState(String(entry.level));
  const [stars, setStars] = useState(entry.stars);
  const [note, setNote] = useState(entry.note ?? '');
  const [isBuilding, setIsBuilding] = useState(entry.isBuilding);
  const [problems, setProblems] = useState<Problems>({});
  const maxLevel = MAX_HERO_LEVEL[hero.rarity];
  const maxStars = MAX_HERO_STARS[hero.rarity];

  const check = (): Problems => {
    const number = Number(level);
    if (level.trim() === '') return { level: collectionTexts.levelRequired };
    if (!Number.isInteger(number)) return { level: collectionTexts.levelWhole };
    const found: Problems = entryRangeProblems(hero.rarity, { level: number, stars });
    if (note.trim().length > MAX_COLLECTION_NOTE) found.note = collectionTexts.noteTooLong;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        heroId: hero.id,
        input: { level: Number(level), stars, note: note.trim() === '' ? null : note, isBuilding },
      });
      toast.success(collectionTexts.entrySaved(hero.name));
      onDone();
    } catch (error) {
      if (isExplainedRefusal(error) && error.fields) setProblems(error.fields);
      else toast.error(messageFor(error, collectionTexts.saveFailed));
    }
  };

  const removeHero = () => {
    remove.mutate(
      { heroId: hero.id, owned: false },
      {
        onSuccess: () => toast.success(collectionTexts.removed(hero.name)),
        onError: (error) => toast.error(messageFor(error, collectionTexts.saveFailed)),
      },
    );
    onDone();
  };

  const invalid = (field: keyof Problems) =>
    problems[field] ? { 'aria-invalid': true, 'aria-describedby': fieldMessageId(`entry-${field}`) } : {};

  return (
    <form onSubmit={submit} noValidate>
      <ModalHeader title={t`Edit ${hero.name}`} />
      <div className="mt-5 space-y-4">
        <FormField
          id="entry-level"
          label={t`Level`}
          error={problems.level}
          hint={`${MIN_HERO_LEVEL} to ${maxLevel} for ${hero.rarity} heroes`}
        >
          <Input
            id="entry-level"
            type="number"
            inputMode="numeric"
            min={MIN_HERO_LEVEL}
            max={maxLevel}
            step={1}
            value={level}
            onChange={(event) => setLevel(event.target.value)}
            {...invalid('level')}
          />
        </FormField>
        <fieldset {...(problems.stars ? { 'aria-describedby': fieldMessageId('entry-stars') } : {})}>
          <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">Stars</legend>
          <div className="flex flex-wrap gap-2">
            {Array.from({ length: maxStars }, (_, index) => index + 1).map((count) => (
              <label
                key={count}
                className="flex min-h-10 min-w-12 cursor-pointer items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-white/15 dark:text-slate-100 dark:has-checked:border-brand-300 dark:has-checked:bg-brand-300 dark:has-checked:text-night-950"
              >
                <input
                  type="radio"
                  name="stars"
                  value={count}
                  checked={stars === count}
                  onChange={() => setStars(count)}
                  className="sr-only"
                />
                ★{count}
              </label>
            ))}
          </div>
          {problems.stars && (
            <p
              id={fieldMessageId('entry-stars')}
              className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300"
            >
              {problems.stars}
            </p>
          )}
        </fieldset>
        <FormField id="entry-note" label={t`Note (optional)`} error={problems.note}>
          <Textarea
            id="entry-note"
            rows={3}
            maxLength={MAX_COLLECTION_NOTE}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            {...invalid('note')}
          />
        </FormField>
        <label className="flex items-center gap-2.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
          <Checkbox checked={isBuilding} onChange={(event) => setIsBuilding(event.target.checked)} />
          <Trans>Building this hero</Trans>
        </label>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        <Button variant="ghost" className="text-red-700 sm:mr-auto dark:text-red-300" onClick={removeHero}>
          <Trans>Remove from collection</Trans>
        </Button>
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner className="size-4" />}
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
