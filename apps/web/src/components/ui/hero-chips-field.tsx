import type { HeroPickerItem } from '@haven/shared/heroes/schemas';
import { useLingui } from '@lingui/react/macro';
import { UserPlus, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from './button';
import { Thumbnail } from './card-image';

/** What the page passes in to choose a hero: the heroes feature's picker modal. */
export type HeroPickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (hero: HeroPickerItem) => void;
  excludeIds: string[];
};

/** A chosen hero as its chip shows it. */
export type HeroChip = Pick<HeroPickerItem, 'id' | 'name' | 'imageUrl'>;

type HeroChipsFieldProps = {
  /** Prefix of the field's element ids. */
  id: string;
  legend: string;
  /** The line under the chips when there is no error, after 'n of max chosen;'. */
  hint?: string;
  /** The add button's text and the chip list's name. */
  labels?: { add: string; list: string };
  /** Heroes never offered besides the chosen ones (the hero being edited). */
  alsoExclude?: string[];
  heroes: HeroChip[];
  max: number;
  error: string | undefined;
  onChange: (heroes: HeroChip[]) => void;
  /** The hero picker, rendered by the page (features do not import each other). */
  renderHeroPicker: (props: HeroPickerProps) => ReactNode;
};

/** Chosen heroes as removable chips, added one at a time through the hero picker (never twice). */
export function HeroChipsField({
  id,
  legend,
  hint,
  labels,
  alsoExclude = [],
  heroes,
  max,
  error,
  onChange,
  renderHeroPicker,
}: HeroChipsFieldProps) {
  const { t } = useLingui();
  const removeLabel = (name: string) => t`Remove ${name}`;
  const [isPicking, setIsPicking] = useState(false);
  const count = heroes.length;
  const isFull = count >= max;
  const messageId = `${id}-message`;
  const excludeIds = [...heroes.map((hero) => hero.id), ...alsoExclude];
  return (
    <fieldset aria-describedby={messageId}>
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">{legend}</legend>
      {heroes.length > 0 && (
        <ul aria-label={labels?.list ?? t`Chosen heroes`} className="mt-2 flex flex-wrap gap-2">
          {heroes.map((hero) => (
            <li
              key={hero.id}
              className="flex items-center gap-2 rounded-full bg-brand-50 py-1 pr-1 pl-1 text-sm font-semibold text-brand-800 dark:bg-white/10 dark:text-slate-100"
            >
              <Thumbnail src={hero.imageUrl} size={24} ground="grey" className="rounded-full" />
              <span data-content>{hero.name}</span>
              <button
                type="button"
                aria-label={removeLabel(hero.name)}
                onClick={() => onChange(heroes.filter((h) => h.id !== hero.id))}
                className="grid size-6 place-items-center rounded-full hover:bg-brand-100 dark:hover:bg-white/15"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={isFull}
        onClick={() => setIsPicking(true)}
      >
        <UserPlus aria-hidden="true" className="size-4" />
        {labels?.add ?? t`Add Hero`}
      </Button>
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : (
        <p id={messageId} className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          {hint ? t`${count} of ${max} chosen; ${hint}` : t`${count} of ${max} chosen.`}
        </p>
      )}
      {renderHeroPicker({
        open: isPicking,
        onOpenChange: setIsPicking,
        onSelect: (hero) => {
          if (heroes.length < max && !excludeIds.includes(hero.id)) {
            onChange([...heroes, { id: hero.id, name: hero.name, imageUrl: hero.imageUrl }]);
          }
        },
        excludeIds,
      })}
    </fieldset>
  );
}
