import { Trans, useLingui } from '@lingui/react/macro';
import { LibraryBig, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { CARD_CLASSES } from '../../../components/ui/card';
import { Thumbnail } from '../../../components/ui/card-image';
import { SectionLoading, SKELETON_BLOCK } from '../../../components/ui/section-states';
import { TextLink } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { sharedText } from '../../../lib/shared-texts';
import { useMemberCollection } from '../api/get-member-collection';
import { COLLECTION_VISIBILITY_TEXTS } from '../shared-texts';

/** How many heroes the showcase draws; the rest are counted. */
const SHOWCASE_SIZE = 18;

type CollectionShowcaseProps = { memberId: string; isOwn: boolean };

/**
 * The heroes a member owns, on their profile, best first, as far as their visibility and blocks
 * let the reader see them; the owner also sees who else can and a link to manage it.
 */
export function CollectionShowcase({ memberId, isOwn }: CollectionShowcaseProps) {
  const { t } = useLingui();
  /** A hero's stars and level, as the card's last line shows them. */
  const starsAndLevel = (stars: number, level: number) => t`★${stars} · Lv ${level}`;
  const collection = useMemberCollection(memberId);
  const data = collection.data;
  const headingId = `collection-showcase-${memberId}`;
  const ownedCount = data?.heroes.length ?? 0;
  const totalHeroes = data?.totalHeroes ?? 0;
  const moreCount = ownedCount - SHOWCASE_SIZE;
  const visibility = data ? t(COLLECTION_VISIBILITY_TEXTS[data.visibility]) : '';
  return (
    <section className={cn(CARD_CLASSES, 'p-4 sm:p-5')} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id={headingId}
          className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white"
        >
          <LibraryBig aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
          <Trans>Collection</Trans>
          {data?.canSee && (
            <span className="font-sans text-sm font-medium text-slate-600 dark:text-slate-300">
              {t`${ownedCount} of ${totalHeroes} heroes`}
            </span>
          )}
        </h2>
        {isOwn && (
          <TextLink to={paths.collection}>
            <Trans>Manage my collection</Trans>
          </TextLink>
        )}
      </div>
      {collection.isPending ? (
        <SectionLoading label={t`Loading collection`}>
          <div className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-6">
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={index} className={`aspect-square ${SKELETON_BLOCK}`} />
            ))}
          </div>
        </SectionLoading>
      ) : !data ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          <Trans>The collection could not be loaded.</Trans>
        </p>
      ) : !data.canSee ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <Lock aria-hidden="true" className="size-4" />
          {/* The server says why in English; the page's language has its words. */}
          {data.message && sharedText(data.message)}
        </p>
      ) : (
        <>
          {isOwn && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              <Trans>Who can see it: {visibility}</Trans>
            </p>
          )}
          {data.heroes.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
              <Trans>No heroes marked yet.</Trans>
            </p>
          ) : (
            <ul className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-6">
              {data.heroes.slice(0, SHOWCASE_SIZE).map((hero) => (
                <li key={hero.id}>
                  <Link
                    to={paths.hero(hero.slug)}
                    className="flex flex-col items-center rounded-lg p-1 text-center hover:bg-slate-100 dark:hover:bg-white/5"
                  >
                    <Thumbnail
                      src={hero.imageUrl}
                      size={80}
                      box="aspect-square w-full"
                      className="rounded-lg"
                    />
                    <span
                      data-content
                      className="mt-1 line-clamp-1 w-full text-xs font-semibold text-slate-900 dark:text-white"
                    >
                      {hero.name}
                    </span>
                    <span className="text-[11px] text-slate-700 dark:text-slate-200">
                      {starsAndLevel(hero.stars, hero.level)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {data.heroes.length > SHOWCASE_SIZE && (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
              <Trans>and {moreCount} more</Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}
