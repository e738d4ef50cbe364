import { SITE_NAME } from '@haven/shared/common/link-preview';
import { truncateText } from '@haven/shared/common/text';
import { absoluteUrl } from './site-url';

/** A step of a page's breadcrumb: a link, or plain text for a step without a page of its own. */
export type Crumb = { label: string; to?: string };

/** An article's own title, who wrote it (a member with their profile, or the site itself) and when. */
export type ArticleFacts = {
  headline: string;
  author: { name: string; path?: string } | null;
  published: string;
  modified?: string;
};

/**
 * A BreadcrumbList of the page's linked steps, ending at the page itself (steps without a page of
 * their own have no address to give, so they are left out).
 */
export function breadcrumbList(siteUrl: string, trail: readonly Crumb[], current: string, pageUrl: string) {
  const steps = [
    ...trail.flatMap((crumb) =>
      crumb.to ? [{ name: crumb.label, item: absoluteUrl(siteUrl, crumb.to) }] : [],
    ),
    { name: current, item: pageUrl },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
  };
}

/** An Article: a guide or an official post, with its author, dates and picture. */
export function article(
  facts: ArticleFacts & { description: string; imageUrl: string; pageUrl: string },
  siteUrl: string,
) {
  const site = { '@type': 'Organization', name: SITE_NAME, url: `${siteUrl}/` };
  const { author } = facts;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: truncateText(facts.headline, 110),
    description: facts.description,
    image: [facts.imageUrl],
    author: author
      ? {
          '@type': 'Person',
          name: author.name,
          ...(author.path ? { url: absoluteUrl(siteUrl, author.path) } : {}),
        }
      : site,
    publisher: site,
    datePublished: facts.published,
    dateModified: facts.modified ?? facts.published,
    mainEntityOfPage: facts.pageUrl,
  };
}

/** The editors' review of a hero: its verdict as the review body, written by the site. */
export function heroReview(
  facts: { heroName: string; verdict: string; pageUrl: string; modified: string | null },
  siteUrl: string,
) {
  const site = { '@type': 'Organization', name: SITE_NAME, url: `${siteUrl}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    name: `${facts.heroName} review`,
    reviewBody: facts.verdict,
    itemReviewed: { '@type': 'Thing', name: facts.heroName, url: facts.pageUrl },
    author: site,
    publisher: site,
    ...(facts.modified ? { dateModified: facts.modified } : {}),
    url: `${facts.pageUrl}#review`,
  };
}

/** A dated happening in the game: its name and the instants it starts and ends. */
export type EventFacts = { name: string; startDate: string; endDate: string };

/** An Event held online (in the game), organised by the game's publisher as the site presents it. */
export function event(
  facts: EventFacts & { description: string; imageUrl: string; pageUrl: string },
  siteUrl: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: truncateText(facts.name, 110),
    description: facts.description,
    image: [facts.imageUrl],
    startDate: facts.startDate,
    endDate: facts.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: facts.pageUrl },
    organizer: { '@type': 'Organization', name: SITE_NAME, url: `${siteUrl}/` },
    url: facts.pageUrl,
  };
}
