import { useCanonicalUrl, useSiteUrl } from '../../../lib/site-url';
import { heroReview } from '../../../lib/structured-data';
import { useHeroReview } from '../api/get-hero-review';

/**
 * What a hero page's head says of its review: the verdict (for the description and link previews)
 * and the Review JSON-LD, both empty until the editors write a verdict.
 */
export function useHeroReviewHead(slug: string, heroName: string | undefined) {
  const review = useHeroReview(slug);
  const siteUrl = useSiteUrl();
  const pageUrl = useCanonicalUrl();
  const verdict = review.data?.verdict ?? '';
  if (!verdict || !heroName) return { verdict: '', structuredData: [] };
  return {
    verdict,
    structuredData: [
      heroReview({ heroName, verdict, pageUrl, modified: review.data?.updatedAt ?? null }, siteUrl),
    ],
  };
}
