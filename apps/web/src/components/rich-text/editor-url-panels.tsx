import { isAllowedImageSrc, isAllowedLinkHref } from '@haven/shared/rich-text/rules';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { sharedText } from '../../lib/shared-texts';
import { Button } from '../ui/button';
import { CompactField, INPUT_CLASSES } from '../ui/form-field';
import { ImageFilePicker } from '../ui/image-upload-field';
import type { RichTextEditorProps } from './types';

const LINK_URL_MESSAGE = msg`Please enter a link starting with https://, http:// or mailto:`;
const IMAGE_URL_MESSAGE = msg`Please enter an image address starting with https://`;
const UPLOAD_FAILED_MESSAGE = msg`Failed to upload image`;

type UrlPanelProps = { onClose: () => void; onApply: (url: string) => void };

/**
 * The address typed in a panel: Apply checks it (`problemOf` names what is wrong), applies the
 * trimmed address and closes; typing clears the message.
 */
function useUrlDraft(
  initial: string,
  problemOf: (url: string) => string | null,
  { onApply, onClose }: UrlPanelProps,
) {
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    const problem = problemOf(trimmed);
    if (problem) {
      setError(problem);
      return;
    }
    onApply(trimmed);
    onClose();
  };
  const onUrlChange = (next: string) => {
    setUrl(next);
    setError('');
  };
  return { form: { url, error, onUrlChange, onSubmit, onCancel: onClose }, setError };
}

/** The link address form: an empty address removes the link. */
export function LinkPanel({ initial, ...panel }: UrlPanelProps & { initial: string }) {
  const { t } = useLingui();
  const { form } = useUrlDraft(
    initial,
    (url) => (url !== '' && !isAllowedLinkHref(url) ? t(LINK_URL_MESSAGE) : null),
    panel,
  );
  return (
    <UrlForm
      {...form}
      label={t`Link address`}
      placeholder="https://"
      submitLabel={initial ? t`Update link` : t`Add link`}
    />
  );
}

/** The image form: an https:// address, or a file uploaded when the editor can upload. */
export function ImagePanel({
  onUploadImage,
  ...panel
}: UrlPanelProps & Pick<RichTextEditorProps, 'onUploadImage'>) {
  const { t } = useLingui();
  const { form, setError } = useUrlDraft(
    '',
    (url) => (isAllowedImageSrc(url) ? null : t(IMAGE_URL_MESSAGE)),
    panel,
  );
  const [isUploading, setIsUploading] = useState(false);
  const fileInputId = useId();
  const upload = async (file: File) => {
    if (!onUploadImage) return;
    setIsUploading(true);
    setError('');
    try {
      panel.onApply(await onUploadImage(file));
      panel.onClose();
    } catch (uploadError) {
      setError(
        uploadError instanceof Error && uploadError.message
          ? sharedText(uploadError.message)
          : t(UPLOAD_FAILED_MESSAGE),
      );
    } finally {
      setIsUploading(false);
    }
  };
  return (
    <UrlForm
      {...form}
      label={t`Image address`}
      placeholder="https://example.com/picture.png"
      submitLabel={t`Insert image`}
    >
      {onUploadImage && (
        <ImageFilePicker
          fileId={fileInputId}
          fileLabel={t`Image file`}
          hasImage={false}
          chooseLabel={t`Upload image`}
          icon={<Upload aria-hidden="true" className="size-4" />}
          onFile={(file) => void upload(file)}
          disabled={isUploading}
          isUploading={isUploading}
        />
      )}
    </UrlForm>
  );
}

type UrlFormProps = {
  label: string;
  placeholder: string;
  url: string;
  error: string;
  submitLabel: string;
  onUrlChange: (url: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children?: ReactNode;
};

/** The small address form under the toolbar (a nested <form> is not allowed, so it is a group). */
function UrlForm({
  label,
  placeholder,
  url,
  error,
  submitLabel,
  onUrlChange,
  onSubmit,
  onCancel,
  children,
}: UrlFormProps) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-2 dark:border-white/10"
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit(event);
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <CompactField id={id} label={label} className="min-w-48 flex-1">
        <input
          id={id}
          type="url"
          // biome-ignore lint/a11y/noAutofocus: the field opens because its button was pressed, to be typed in at once
          autoFocus
          value={url}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onUrlChange(event.target.value)}
          className={cn(INPUT_CLASSES, 'py-1.5')}
        />
      </CompactField>
      <Button size="sm" onClick={onSubmit}>
        {submitLabel}
      </Button>
      {children}
      <Button variant="ghost" size="sm" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="w-full text-sm font-medium text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
