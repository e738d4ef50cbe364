import type { DatabaseCategory } from '@haven/shared/game-database/constants';
import { DATABASE_MESSAGES as M } from '@haven/shared/game-database/messages';
import {
  DatabaseCategorySchema,
  type DatabaseEntryDetail,
  DatabaseEntryInputSchema,
} from '@haven/shared/game-database/schemas';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';

/** The shared editor rules, with the category chosen from a list that starts empty. */
export const EntryFormSchema = DatabaseEntryInputSchema.extend({
  category: z.string().min(1, M.categoryRequired).pipe(DatabaseCategorySchema),
});
export type EntryFormValues = z.input<typeof EntryFormSchema>;
export type EntryFormOutput = z.output<typeof EntryFormSchema>;

/** What each field group of the entry form receives from the form. */
export type EntryFieldGroupProps = {
  register: UseFormRegister<EntryFormValues>;
  control: Control<EntryFormValues, unknown, EntryFormOutput>;
  errors: FieldErrors<EntryFormValues>;
};

/** The form's starting values: the entry's own, or an empty entry in `category`. */
export function entryDefaultValues(
  entry: DatabaseEntryDetail | null,
  category: DatabaseCategory | null,
): EntryFormValues {
  return {
    category: entry?.category ?? category ?? '',
    name: entry?.name ?? '',
    summary: entry?.summary ?? '',
    description: entry?.description ?? '',
    imageUrl: entry?.imageUrl ?? null,
    rarity: entry?.rarity ?? null,
    tags: entry?.tags ?? [],
    attributes: entry?.attributes ?? [],
    relatedHeroIds: entry?.relatedHeroes.map((hero) => hero.id) ?? [],
  };
}

/** The id, invalid mark and message link of one of the entry form's plain fields. */
export function entryFieldProps(
  errors: FieldErrors<EntryFormValues>,
  name: 'category' | 'name' | 'summary' | 'rarity',
) {
  const id = `entry-${name}`;
  return {
    id,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-message` : undefined,
  } as const;
}
