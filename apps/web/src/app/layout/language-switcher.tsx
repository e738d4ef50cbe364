import {
  CHOOSE_LANGUAGE_PARAM,
  LANGUAGES,
  type Language,
  languageInfo,
  localisedPath,
} from '@haven/shared/i18n/languages';
import { useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { usePageLanguage } from '../../lib/site-url';
import { HeaderPopover } from './header-popover';
import { MENU_CONTENT_CLASSES, MENU_ITEM_CLASSES, NAV_BUTTON_CLASSES } from './nav-config';

/**
 * The address of this page in a language, as a switcher's link: the server remembers the choice
 * (`?lang=`) and sends on to the address without it. Plain links, so they work without the app and
 * load the page with the other language's catalog.
 */
export function useLanguageSwitchHref(): (language: Language) => string {
  const { pathname, search, hash } = useLocation();
  return (language) => {
    const params = new URLSearchParams(search);
    params.set(CHOOSE_LANGUAGE_PARAM, language);
    return `${localisedPath(pathname, language)}?${params}${hash}`;
  };
}

/** The same page in each of the site's languages, each named in its own language. */
export function LanguageLinks({ className, inline = false }: { className?: string; inline?: boolean }) {
  const current = usePageLanguage();
  const hrefOf = useLanguageSwitchHref();
  return (
    <ul className={cn(inline && 'flex flex-wrap gap-x-5 gap-y-2')}>
      {LANGUAGES.map(({ code, name }) => (
        <li key={code}>
          <a
            href={hrefOf(code)}
            hrefLang={code}
            lang={code}
            aria-current={code === current ? 'true' : undefined}
            className={className}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's language menu for visitors, from 1280 px (below, the top bar has no room for it: the
 * phone menu and the footer list the languages; a member's menu lists them).
 */
export function LanguageMenu() {
  const { t } = useLingui();
  const current = usePageLanguage();
  const label = t`Language: ${languageInfo(current).name}`;
  return (
    <HeaderPopover
      id="language-menu"
      trigger={{
        className: NAV_BUTTON_CLASSES,
        ariaLabel: label,
        face: <Globe aria-hidden="true" className="size-5" />,
      }}
      panelClassName={cn('anchored-menu align-end', MENU_CONTENT_CLASSES)}
    >
      <nav aria-label={t`Language`}>
        <LanguageLinks className={cn(MENU_ITEM_CLASSES, 'aria-[current=true]:font-semibold')} />
      </nav>
    </HeaderPopover>
  );
}
