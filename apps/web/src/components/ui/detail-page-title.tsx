import { localisedPath } from '@haven/shared/i18n/languages';
import { scriptJson } from '../../lib/query-state';
import { useScriptNonce } from '../../lib/script-nonce';
import { useCanonicalUrl, usePageLanguage, useSiteUrl } from '../../lib/site-url';
import {
  type ArticleFacts,
  article,
  breadcrumbList,
  type Crumb,
  type EventFacts,
  event,
} from '../../lib/structured-data';
import { PageTitle, type PageTitleProps, pageDescription, usePageImageUrl } from './page-title';

type DetailPageTitleProps = Omit<PageTitleProps, 'type'> & {
  /** Where the page sits (its steps above and its own name), as its breadcrumb shows it. */
  breadcrumb: { trail: readonly Crumb[]; current: string };
  /** Given for guides and official posts, which search engines read as articles. */
  article?: ArticleFacts;
  /** More JSON-LD the page describes itself with (a hero's review), drawn after the rest. */
  structuredData?: readonly object[];
  /** Given for dated happenings (banners, official events), which search engines read as events. */
  event?: EventFacts;
};

/** A detail page's head: `PageTitle`, and JSON-LD for search engines (BreadcrumbList, Article, Event). */
export function DetailPageTitle({
  breadcrumb,
  article: facts,
  event: happening,
  structuredData = [],
  ...head
}: DetailPageTitleProps) {
  const siteUrl = useSiteUrl();
  const language = usePageLanguage();
  const pageUrl = useCanonicalUrl(head.path);
  // The trail's pages in the page's language.
  const trail = breadcrumb.trail.map((crumb) =>
    crumb.to === undefined ? crumb : { ...crumb, to: localisedPath(crumb.to, language) },
  );
  const imageUrl = usePageImageUrl(head.image);
  const description = pageDescription(head.description);
  const structured = [
    ...(facts ? [article({ ...facts, description, imageUrl, pageUrl }, siteUrl)] : []),
    ...(happening ? [event({ ...happening, description, imageUrl, pageUrl }, siteUrl)] : []),
    breadcrumbList(siteUrl, trail, breadcrumb.current, pageUrl),
    ...structuredData,
  ];
  return (
    <>
      <PageTitle {...head} type={facts ? 'article' : 'website'} />
      <StructuredData data={structured.length === 1 ? structured[0] : structured} />
    </>
  );
}

/** JSON-LD, with the request's nonce (the CSP names every inline script). */
function StructuredData({ data }: { data: unknown }) {
  const nonce = useScriptNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // The browser hides a nonce once read, so the drawn page never shows the server's.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped, never markup.
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
