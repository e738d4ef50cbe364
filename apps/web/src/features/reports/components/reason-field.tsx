import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { CommentTextField } from '../../../components/comments/comment-text-field';
import { fieldMessageId } from '../../../components/ui/form-field';

type ReasonFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  maxLength: number;
};

/** A text of up to `maxLength` characters with its counter and its error: a report's note, an action's reason. */
export function ReasonField<T extends FieldValues>({ control, name, label, maxLength }: ReasonFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <div>
      <CommentTextField
        id={id}
        label={label}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        maxLength={maxLength}
        counter="used"
      />
      {error && (
        <p
          id={fieldMessageId(id)}
          role="alert"
          className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      )}
    </div>
  );
}
