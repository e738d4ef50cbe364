import {
  CARD_HEIGHT,
  CARD_WIDTH,
  SITE_CARD_PATH,
  SITE_DESCRIPTION,
  SITE_NAME,
} from '@haven/shared/common/link-preview';
import { truncateText } from '@haven/shared/common/text';
import { scriptJson } from '../../lib/query-state';
import { useScriptNonce } from '../../lib/script-nonce';
import { absoluteUrl, useCanonicalUrl, useSiteUrl } from '../../lib/site-url';
import { type ArticleFacts, article, breadcrumbList, type Crumb } from '../../lib/structured-data';

/** The picture a link preview shows: a site path or an address elsewhere; its size when known. */
export type PageImage = { src: string; alt: string; width?: number; height?: number };

type PageTitleProps = {
  title: string;
  /** What follows the title in the document title: ' | Heroes Haven' by default. */
  suffix?: string;
  /** Plain text; the site's own description by default. */
  description?: string;
  /** The site's card by default. */
  image?: PageImage | null;
  /** Where the page sits (its steps above and its own name), as its breadcrumb shows it: given on detail pages. */
  breadcrumb?: { trail: readonly Crumb[]; current: string };
  /** Given for guides and official posts, which search engines read as articles. */
  article?: ArticleFacts;
};

const SITE_CARD: PageImage = { src: SITE_CARD_PATH, alt: SITE_NAME, width: CARD_WIDTH, height: CARD_HEIGHT };

/**
 * Everything a page tells search engines and chat apps about itself, drawn with the page (React
 * hoists the tags into <head>, on the server and on every navigation): its title, description,
 * canonical address, Open Graph and Twitter tags, and its structured data.
 */
export function PageTitle(props: PageTitleProps) {
  const { title, suffix = ` | ${SITE_NAME}`, description, image, breadcrumb, article: facts } = props;
  const siteUrl = useSiteUrl();
  const pageUrl = useCanonicalUrl();
  const fullTitle = `${title}${suffix}`;
  const text = truncateText(description?.trim() || SITE_DESCRIPTION, 200);
  const picture = image ?? SITE_CARD;
  const imageUrl = absoluteUrl(siteUrl, picture.src);
  const structured = [
    ...(facts ? [article({ ...facts, description: text, imageUrl, pageUrl }, siteUrl)] : []),
    ...(breadcrumb ? [breadcrumbList(siteUrl, breadcrumb.trail, breadcrumb.current, pageUrl)] : []),
  ];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={pageUrl} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={facts ? 'article' : 'website'} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={pageUrl} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={picture.alt} />
      {picture.width && picture.height ? (
        <>
          <meta property="og:image:width" content={String(picture.width)} />
          <meta property="og:image:height" content={String(picture.height)} />
        </>
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={picture.alt} />
      {structured.length > 0 && <StructuredData data={structured} />}
    </>
  );
}

/** JSON-LD for search engines, with the request's nonce (the CSP names every inline script). */
function StructuredData({ data }: { data: readonly object[] }) {
  const nonce = useScriptNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // The browser hides a nonce once read, so the drawn page never shows the server's.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped, never markup.
      dangerouslySetInnerHTML={{ __html: scriptJson(data.length === 1 ? data[0] : data) }}
    />
  );
}
