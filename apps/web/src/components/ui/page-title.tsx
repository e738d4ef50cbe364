import { useEffect } from 'react';

type PageTitleProps = { title: string; description?: string };

// The site-wide description from index.html: pages without their own fall back to it.
const siteDescription =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');

/**
 * The document title of a page (React 19 hoists it into <head>) and its meta description,
 * set on the one tag in index.html so search results show what the page is about.
 */
export function PageTitle({ title, description }: PageTitleProps) {
  useEffect(() => {
    const tag = document.querySelector('meta[name="description"]');
    tag?.setAttribute('content', description?.trim() || siteDescription);
  }, [description]);
  return <title>{`${title} | Heroes Haven`}</title>;
}
