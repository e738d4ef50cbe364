import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { RichTextContent } from '../rich-text';
import { FormField } from './form-field';

type SideBySideFieldProps = {
  id: string;
  /** The field's name ('Description'). */
  label: string;
  /** The label of the translation's control ('Description in Español'). */
  translationLabel: string;
  /** The English text beside it. */
  english: string;
  /** The English is sanitised HTML, drawn as it is shown on the page. */
  isRich?: boolean;
  error?: string;
  hint?: ReactNode;
  /** The translation's control, carrying `id`. */
  children: ReactNode;
};

/**
 * One translated field of an editor: the English text and the translation's control side by side
 * from tablet width, stacked (English first) on a phone.
 */
export function SideBySideField({
  id,
  label,
  translationLabel,
  english,
  isRich = false,
  error,
  hint,
  children,
}: SideBySideFieldProps) {
  return (
    <div className="grid gap-2 md:grid-cols-2 md:gap-4">
      <EnglishText label={label} english={english} isRich={isRich} />
      <FormField id={id} label={translationLabel} error={error} hint={hint}>
        {children}
      </FormField>
    </div>
  );
}

/** A field's English text as the page shows it, labelled, beside its translation's control. */
export function EnglishText({
  label,
  english,
  isRich = false,
}: {
  label: string;
  english: string;
  isRich?: boolean;
}) {
  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
        <Trans>
          {label} <span className="font-normal text-slate-600 dark:text-slate-400">in English</span>
        </Trans>
      </p>
      <div className="min-h-11 rounded-lg bg-slate-50 px-3.5 py-2.5 text-sm whitespace-pre-line text-slate-700 dark:bg-white/5 dark:text-slate-300">
        {english.trim() === '' ? (
          <span className="text-slate-600 italic dark:text-slate-400">
            <Trans>No English text</Trans>
          </span>
        ) : isRich ? (
          <div lang="en">
            <RichTextContent html={english} />
          </div>
        ) : (
          <span lang="en">{english}</span>
        )}
      </div>
    </div>
  );
}
