import { useLingui } from '@lingui/react/macro';
/** The Atom feeds a page names in its head, so feed readers find them. */
export function BannerFeedLinks() {
  const { t } = useLingui();
  return (
    <>
      <link rel="alternate" type="application/atom+xml" title={t`Banners`} href="/feeds/banners.xml" />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={t`Official news, updates and events`}
        href="/feeds/news.xml"
      />
      <link rel="alternate" type="application/atom+xml" title={t`Redeem codes`} href="/feeds/codes.xml" />
    </>
  );
}
