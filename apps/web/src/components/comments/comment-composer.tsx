import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { lazyZodResolver, type SchemaLoader } from '../../lib/lazy-zod-resolver';
import { toast } from '../../lib/toast';
import { useForm } from '../../lib/use-form';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useWriteRestriction, WriteRestrictionNotice } from '../ui/write-restriction';
import { type CommentFieldSettings, CommentTextField } from './comment-text-field';

/** The values of every comment form: the text alone. */
export type CommentFormValues = { content: string };

export type CommentComposerProps = {
  /** Loads the feature's shared schema of `{ content }`; a refusal shows its first message. */
  loadSchema: SchemaLoader<CommentFormValues>;
  field: CommentFieldSettings;
  label: string;
  isLabelHidden?: boolean;
  placeholder?: string;
  initialContent?: string;
  submitLabel: string;
  /** Whether the submit button is enabled for this text. */
  canSubmit: (content: string) => boolean;
  isPending: boolean;
  /** Sends the checked text; `reset` empties the box once the feature has saved it. */
  onSubmit: (content: string, reset: () => void) => void;
  /** Shows a Cancel button after the submit button. */
  onCancel?: () => void;
  autoFocus?: boolean;
  className?: string;
};

/** A comment form (new comment, reply or edit): the comment box with its submit and Cancel buttons. */
export function CommentComposer({
  loadSchema,
  field,
  label,
  isLabelHidden,
  placeholder,
  initialContent = '',
  submitLabel,
  canSubmit,
  isPending,
  onSubmit,
  onCancel,
  autoFocus,
  className,
}: CommentComposerProps) {
  const fieldId = useId();
  // A suspended member's box says so and takes no text, before anything is typed.
  const restriction = useWriteRestriction();
  const [resolver] = useState(() => lazyZodResolver(loadSchema));
  const form = useForm<CommentFormValues>({
    resolver,
    defaultValues: { content: initialContent },
  });
  const { field: content } = useController({ control: form.control, name: 'content' });

  const submit = form.handleSubmit(
    (values) => onSubmit(values.content, () => form.reset({ content: '' })),
    (errors) => {
      if (errors.content?.message) toast.error(errors.content.message);
    },
  );

  return (
    <form onSubmit={submit} className={className}>
      {restriction && <WriteRestrictionNotice text={restriction} className="mb-2" />}
      <CommentTextField
        {...field}
        id={fieldId}
        label={label}
        isLabelHidden={isLabelHidden ?? field.isLabelHidden}
        value={content.value}
        onChange={content.onChange}
        placeholder={placeholder}
        disabled={isPending || restriction !== null}
        autoFocus={autoFocus && restriction === null}
        actions={
          <>
            <Button
              type="submit"
              size="sm"
              disabled={!canSubmit(content.value) || isPending || restriction !== null}
            >
              {isPending && <Spinner className="size-4" />}
              {submitLabel}
            </Button>
            {onCancel && (
              <Button size="sm" variant="outline" onClick={onCancel} disabled={isPending}>
                <Trans>Cancel</Trans>
              </Button>
            )}
          </>
        }
      />
    </form>
  );
}
