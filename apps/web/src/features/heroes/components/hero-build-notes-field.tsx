import type { HeroInput } from '@haven/shared/heroes/schemas';
import { type Control, Controller } from 'react-hook-form';
import { RichTextEditor } from '../../../components/rich-text';

/** The editor's Build Notes: rich text on playing the build, in the lazily loaded editor. */
export function HeroBuildNotesField({ control }: { control: Control<HeroInput> }) {
  return (
    <div>
      <span className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200">
        Build notes
      </span>
      <Controller
        control={control}
        name="buildNotes"
        render={({ field, fieldState }) => (
          <>
            <RichTextEditor
              value={field.value ?? ''}
              onChange={field.onChange}
              toolbar="guide"
              aria-label="Build notes"
              aria-invalid={fieldState.error ? true : undefined}
            />
            {fieldState.error?.message && (
              <p className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
                {fieldState.error.message}
              </p>
            )}
          </>
        )}
      />
    </div>
  );
}
