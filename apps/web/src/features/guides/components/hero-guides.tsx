import { GUIDE_MESSAGES, heroGuidesText } from '@haven/shared/guides/messages';
import { Link } from 'react-router';
import { CARD_CLASSES } from '../../../components/ui/card';
import { CommunitySection } from '../../../components/ui/community-section';
import { SKELETON_BLOCK, SKELETON_FILL, SkeletonCards } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useHeroGuides } from '../api/get-guides';
import { GuideCard } from './guide-card';

/** The newest guides a hero's section shows. */
const SHOWN = 3;
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

type HeroGuidesProps = { heroId: string; heroName: string; isSignedIn: boolean };

/**
 * 'Guides about {hero}' on a hero's page: how many approved guides are about the hero, the three
 * newest as cards, and 'See all' to the guide library filtered by the hero; with none, members
 * are invited to write one.
 */
export function HeroGuides({ heroId, heroName, isSignedIn }: HeroGuidesProps) {
  const guides = useHeroGuides(heroId);
  const total = guides.data?.total ?? 0;
  const items = guides.data?.items.slice(0, SHOWN) ?? [];
  const title = heroGuidesText(GUIDE_MESSAGES.heroGuidesTitle, heroName);
  return (
    <CommunitySection
      id="hero-guides"
      title={title}
      isPending={guides.isPending}
      isError={guides.isError}
      errorText={GUIDE_MESSAGES.heroGuidesLoadFailed}
      onRetry={() => void guides.refetch()}
      seeAllHref={total > 0 ? paths.guidesAboutHero(heroId) : undefined}
      loading={
        <SkeletonCards count={SHOWN} className={GRID} cardClassName={cn(CARD_CLASSES, 'h-full')}>
          <div className={cn(SKELETON_FILL, 'aspect-[16/9] w-full')} />
          <div className="space-y-2.5 p-4 sm:p-5">
            <div className={cn(SKELETON_BLOCK, 'h-5 w-4/5')} />
            <div className={cn(SKELETON_BLOCK, 'h-3 w-full')} />
            <div className={cn(SKELETON_BLOCK, 'h-3 w-2/3')} />
          </div>
        </SkeletonCards>
      }
      summary={
        total === 0 ? (
          <>
            <p>{heroGuidesText(GUIDE_MESSAGES.heroGuidesEmpty, heroName)}</p>
            {isSignedIn && (
              <Link
                to={paths.createGuide}
                className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
              >
                Write a guide
              </Link>
            )}
          </>
        ) : (
          <p>
            {heroGuidesText(
              total === 1 ? GUIDE_MESSAGES.heroGuidesCountOne : GUIDE_MESSAGES.heroGuidesCount,
              heroName,
              total,
            )}
          </p>
        )
      }
    >
      {items.length > 0 && (
        <ul aria-label={title} className={cn(GRID, 'mt-4')}>
          {items.map((guide) => (
            <li key={guide.id} className="flex">
              <GuideCard guide={guide} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </CommunitySection>
  );
}
