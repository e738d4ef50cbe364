import {
  CARD_HEIGHT,
  CARD_WIDTH,
  SITE_CARD_PATH,
  SITE_DESCRIPTION,
  SITE_NAME,
} from '@haven/shared/common/link-preview';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@haven/shared/i18n/languages';
import { absoluteUrl, useLanguageUrls, usePageLanguage, useSiteUrl } from '../../lib/site-url';

/** The picture a link preview shows: a site path or an address elsewhere; its size when known. */
export type PageImage = { src: string; alt: string; width?: number; height?: number };

export type PageTitleProps = {
  title: string;
  /** What follows the title in the document title: ' | Heroes Haven' by default. */
  suffix?: string;
  /** Plain text; the site's own description by default. */
  description?: string;
  /** The site's card by default. */
  image?: PageImage | null;
  /** The page's own path when another address reached it (an outfit by its folder name). */
  path?: string;
  /** 'article' for guides and official posts. */
  type?: 'website' | 'article';
  /** Asks search engines to leave the page out (a team shared by its link only). */
  isNoIndex?: boolean;
};

const SITE_CARD: PageImage = { src: SITE_CARD_PATH, alt: SITE_NAME, width: CARD_WIDTH, height: CARD_HEIGHT };

/** The description a page gives: its own, shortened for search results, or the site's. */
export function pageDescription(description: string | undefined): string {
  const text = description?.trim() || SITE_DESCRIPTION;
  return text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text;
}

/** The absolute address of the page's picture (or the site's card). */
export function usePageImageUrl(image: PageImage | null | undefined): string {
  return absoluteUrl(useSiteUrl(), (image ?? SITE_CARD).src);
}

/**
 * Everything a page tells search engines and chat apps about itself, drawn with the page (React
 * hoists the tags into <head>, on the server and on every navigation): its title, description,
 * canonical address and its addresses in the other languages, Open Graph tags and Twitter's card. Detail pages add their structured data
 * through `DetailPageTitle`.
 */
export function PageTitle(props: PageTitleProps) {
  const { title, suffix = ` | ${SITE_NAME}`, description, image, path, type, isNoIndex = false } = props;
  const languageUrls = useLanguageUrls(path);
  const pageUrl = languageUrls[usePageLanguage()];
  const imageUrl = usePageImageUrl(image);
  const fullTitle = `${title}${suffix}`;
  const text = pageDescription(description);
  const picture = image ?? SITE_CARD;
  // Twitter reads the Open Graph tags for what its own card tags leave out.
  const tags = [
    ['og:site_name', SITE_NAME],
    ['og:type', type ?? 'website'],
    ['og:title', fullTitle],
    ['og:description', text],
    ['og:url', pageUrl],
    ['og:image', imageUrl],
    ['og:image:alt', picture.alt],
    ...(picture.width && picture.height
      ? [
          ['og:image:width', String(picture.width)],
          ['og:image:height', String(picture.height)],
        ]
      : []),
  ];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {isNoIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={pageUrl} />
      {LANGUAGE_CODES.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={languageUrls[code]} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={languageUrls[DEFAULT_LANGUAGE]} />
      {tags.map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
