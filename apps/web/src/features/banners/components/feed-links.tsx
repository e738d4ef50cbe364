import { useFeedAddress } from '../../../lib/site-url';

/** The Atom feeds a page names in its head, in the page's language, so feed readers find them. */
export function BannerFeedLinks() {
  const banners = useFeedAddress('/feeds/banners.xml');
  const news = useFeedAddress('/feeds/news.xml');
  const codes = useFeedAddress('/feeds/codes.xml');
  return (
    <>
      <link rel="alternate" type="application/atom+xml" title="Banners" href={banners} />
      <link
        rel="alternate"
        type="application/atom+xml"
        title="Official news, updates and events"
        href={news}
      />
      <link rel="alternate" type="application/atom+xml" title="Redeem codes" href={codes} />
    </>
  );
}
