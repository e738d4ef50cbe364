import { LANGUAGE_COOKIE, type Language } from '@haven/shared/i18n/languages';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../features/auth/api/get-me';
import { saveLanguage } from '../../features/auth/api/save-language';
import { ROOT_ROUTE_ID, type RootLoaderData, usePageLanguage } from '../../lib/site-url';
import { useLanguageSwitchHref } from './language-switcher';

/**
 * The offer, written in the language offered: the person it is for may not read the page's. So
 * these few texts are here, one line per language, rather than in the page's catalog.
 */
const OFFER_TEXTS: Record<Language, { text: string; accept: string; dismiss: string }> = {
  en: { text: 'This site is available in English.', accept: 'View in English', dismiss: 'No, thanks' },
  es: { text: 'Este sitio está disponible en español.', accept: 'Ver en español', dismiss: 'No, gracias' },
  'pt-BR': {
    text: 'Este site está disponível em português.',
    accept: 'Ver em português',
    dismiss: 'Não, obrigado',
  },
};

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The site in the browser's language, offered to a person who has not chosen one (the server
 * decides, never for crawlers, and draws it in the page). Both answers are links the server
 * remembers, with a member's profile too, so they work without the app; live, 'No, thanks' is
 * remembered here (and on a member's profile, so no other device offers it again) and the banner closes.
 */
export function LanguageOffer() {
  const data = useRouteLoaderData(ROOT_ROUTE_ID) as RootLoaderData | undefined;
  const page = usePageLanguage();
  const hrefOf = useLanguageSwitchHref();
  const { user } = useSession();
  const [isDismissed, setDismissed] = useState(false);
  const offer = data?.offer;
  if (!offer || isDismissed) return null;
  const texts = OFFER_TEXTS[offer];
  return (
    <section
      lang={offer}
      aria-label={texts.text}
      className="border-b border-gold-400/30 bg-night-900 text-slate-100"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6">
        <Languages aria-hidden="true" className="size-5 shrink-0 text-gold-300" />
        <p className="flex-1 text-sm">{texts.text}</p>
        <div className="flex items-center gap-2">
          <a href={hrefOf(offer)} hrefLang={offer} className={buttonClasses('gold', 'sm')}>
            {texts.accept}
          </a>
          <a
            href={hrefOf(page)}
            className="rounded-lg px-3 py-1.5 text-sm text-slate-200 underline-offset-4 hover:text-white hover:underline"
            onClick={(event) => {
              event.preventDefault();
              // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
              document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(page)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
              setDismissed(true);
              // The cookie keeps the answer on this device should the profile not hear of it.
              if (user) saveLanguage({ language: page }).catch(() => undefined);
            }}
          >
            {texts.dismiss}
          </a>
        </div>
      </div>
    </section>
  );
}
