/** The Atom feeds a page names in its head, so feed readers find them. */
export function BannerFeedLinks() {
  return (
    <>
      <link rel="alternate" type="application/atom+xml" title="Banners" href="/feeds/banners.xml" />
      <link
        rel="alternate"
        type="application/atom+xml"
        title="Official news, updates and events"
        href="/feeds/news.xml"
      />
      <link rel="alternate" type="application/atom+xml" title="Redeem codes" href="/feeds/codes.xml" />
    </>
  );
}
