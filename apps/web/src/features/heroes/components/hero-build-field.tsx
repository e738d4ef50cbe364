import { BUILD_ENTRY_NOTE_MAX_LENGTH, HERO_BUILD_MAX_ENTRIES } from '@haven/shared/heroes/constants';
import type { BuildEntry, HeroInput } from '@haven/shared/heroes/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { Thumbnail } from '../../../components/ui/card-image';
import { RemoveRowButton } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { BuildEntryPickerModal } from './build-entry-picker-modal';
import { categoryLabel } from './hero-build';

type HeroBuildFieldProps = {
  control: Control<HeroInput>;
  register: UseFormRegister<HeroInput>;
  errors: FieldErrors<HeroInput>['build'];
  /** The entries the stored build names, to show their names and pictures. */
  initialEntries: BuildEntry[];
};

/** The editor's Recommended Build: entries picked from the game database, in order, each with a short note. */
export function HeroBuildField({ control, register, errors, initialEntries }: HeroBuildFieldProps) {
  const { t } = useLingui();
  const items = useFieldArray({ control, name: 'build' });
  const [entries, setEntries] = useState(() => new Map(initialEntries.map((entry) => [entry.id, entry])));
  const [isPicking, setIsPicking] = useState(false);
  const chosenIds = items.fields.map((field) => field.entryId);
  const error = errors?.root?.message ?? errors?.message;
  const count = items.fields.length;
  const max = HERO_BUILD_MAX_ENTRIES;

  return (
    <section aria-labelledby="hero-build-heading" className={cn(CARD_CLASSES, 'p-4 sm:p-6')}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="hero-build-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          <Trans>Recommended Build</Trans>
        </h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={items.fields.length >= HERO_BUILD_MAX_ENTRIES}
          onClick={() => setIsPicking(true)}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add item</Trans>
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            {count} of {max} items: gear, relics, gems and pets.
          </Trans>
        </p>
      )}
      {items.fields.length > 0 && (
        <ol className="mt-4 space-y-3">
          {items.fields.map((field, index) => {
            const entry = entries.get(field.entryId);
            const name = entry?.name ?? t`Unknown entry`;
            const noteId = `build-${field.id}-note`;
            const noteError = errors?.[index]?.note?.message;
            return (
              <li
                key={field.id}
                className="grid items-start gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[3rem_12rem_1fr_auto] dark:border-white/10"
              >
                <Thumbnail src={entry?.imageUrl ?? null} size={48} className="rounded-lg" />
                <div className="min-w-0">
                  <p data-content className="truncate font-semibold text-slate-900 dark:text-white">
                    {name}
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {entry ? categoryLabel(entry.category) : ''}
                  </p>
                </div>
                <FormField id={noteId} label={t`Note for ${name}`} error={noteError}>
                  <Input
                    id={noteId}
                    autoComplete="off"
                    maxLength={BUILD_ENTRY_NOTE_MAX_LENGTH}
                    aria-invalid={noteError ? true : undefined}
                    aria-describedby={noteError ? fieldMessageId(noteId) : undefined}
                    {...register(`build.${index}.note`)}
                  />
                </FormField>
                <RemoveRowButton
                  label={t({ message: `Remove ${name}`, context: 'build item' })}
                  className="justify-self-end sm:mt-7"
                  onClick={() => items.remove(index)}
                />
              </li>
            );
          })}
        </ol>
      )}
      <BuildEntryPickerModal
        open={isPicking}
        onOpenChange={setIsPicking}
        excludeIds={chosenIds}
        onSelect={(entry) => {
          if (chosenIds.length >= HERO_BUILD_MAX_ENTRIES || chosenIds.includes(entry.id)) return;
          setEntries((known) => new Map(known).set(entry.id, entry));
          items.append({ entryId: entry.id, note: '' });
        }}
      />
    </section>
  );
}
