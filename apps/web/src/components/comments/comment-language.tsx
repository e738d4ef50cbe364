import { isLanguage, type Language, languageInfo } from '@haven/shared/i18n/languages';
import { Trans } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { activeLanguage } from '../../lib/i18n';

/**
 * The language a comment was written in, shown only when it is not the page's (the pseudo-language
 * is English's).
 */
export function CommentLanguage({ language }: { language: Language | undefined }) {
  const page = activeLanguage();
  const reading = isLanguage(page) ? page : 'en';
  if (!language || language === reading) return null;
  return (
    <p className="mb-1 flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-300">
      <Languages aria-hidden="true" className="size-3.5" />
      <span className="sr-only">
        <Trans context="comment">Written in</Trans>{' '}
      </span>
      <span lang={language}>{languageInfo(language).name}</span>
    </p>
  );
}
