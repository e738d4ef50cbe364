import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { RichTextEditor } from './index';
import type { RichTextToolbar } from './types';

type RichTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** The visible label, which also names the writing area. */
  label: string;
  toolbar: RichTextToolbar;
  onUploadImage?: (file: File) => Promise<string>;
};

/** A form's rich-text field: its label, the lazily loaded editor bound to the form, and its error. */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  label,
  toolbar,
  onUploadImage,
}: RichTextFieldProps<T>) {
  return (
    <div>
      <span className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200">{label}</span>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <>
            <RichTextEditor
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              toolbar={toolbar}
              aria-label={label}
              aria-invalid={fieldState.error ? true : undefined}
              onUploadImage={onUploadImage}
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
