import { Trans } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

/** Whether any of `fields` is shown in English because it is not yet translated. */
export function isUntranslated(untranslated: readonly string[], ...fields: string[]): boolean {
  return fields.some((field) => untranslated.includes(field));
}

/** The `lang` of an element holding `field`: English where it fell back, the page's otherwise. */
export function langOf(untranslated: readonly string[], field: string): 'en' | undefined {
  return untranslated.includes(field) ? 'en' : undefined;
}

/**
 * The small mark beside a game text shown in English because it is not yet translated into the
 * page's language; nothing when every field named is translated (and always in English).
 */
export function UntranslatedMark({
  untranslated,
  fields,
  className,
}: {
  untranslated: readonly string[];
  fields: string[];
  className?: string;
}) {
  if (!isUntranslated(untranslated, ...fields)) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded bg-amber-100 px-1.5 py-0.5 align-middle text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
        className,
      )}
    >
      <Trans>Not yet translated</Trans>
    </span>
  );
}
