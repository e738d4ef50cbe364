import { isRatingRanked } from '@haven/shared/heroes/rating';
import { isTierRaise, type Tier } from '@haven/shared/tier-list/constants';
import type { TierHero } from '@haven/shared/tier-list/schemas';
import { ArrowDown, ArrowUp, Sparkles } from 'lucide-react';
import { Activity, type CSSProperties, memo, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/ui/card-image';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { TIER_LIST_TEXTS as M } from '../shared-texts';
import { TierBadge } from './tier-badge';

/** The width of an icon card; the skeleton draws the same. */
export const TIER_HERO_CARD_CLASSES = 'w-full max-w-16 sm:max-w-20';

/** How long the pointer may wander off a hover preview before it closes, in milliseconds. */
const HOVER_CLOSE_MS = 200;

/** Whether a pointer event is a mouse hovering on a screen that hovers (not a phone's emulated mouse). */
const isHover = (event: { pointerType: string }) =>
  event.pointerType === 'mouse' && window.matchMedia('(hover: hover)').matches;

function MoveMark({ hero, tier }: { hero: TierHero; tier: Tier | null }) {
  const move = hero.recentMove;
  if (!move || !tier) return null;
  const isNew = move.from === null;
  const isUp = isTierRaise(move.from, tier);
  const Icon = isNew ? Sparkles : isUp ? ArrowUp : ArrowDown;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute -top-1 -right-1 grid size-5 place-items-center rounded-full ring-2 ring-white dark:ring-night-900',
        isNew ? 'bg-brand-600 text-white' : isUp ? 'bg-emerald-600 text-white' : 'bg-rose-600 text-white',
      )}
    >
      <Icon className="size-3.5" strokeWidth={3} />
    </span>
  );
}

/**
 * A recent move and its date in the preview. The date moves to the viewer's time zone once its part
 * is live, so the card itself draws nothing that changes then: a change from outside would make the
 * preview's part be taken over at once, with every other preview's, in one long task.
 */
function MoveLine({ text, at }: { text: string; at: string }) {
  const formatDate = useFormatDate();
  return (
    <p className="mt-2 text-xs font-semibold text-slate-700 dark:text-slate-200">
      {text} · <time dateTime={at}>{formatDate(at, 'short')}</time>
    </p>
  );
}

/** A recent move in words: 'Moved up from A', 'Moved down from S', 'Newly ranked'. */
export function recentMoveText(hero: TierHero, tier: Tier | null): string | null {
  const move = hero.recentMove;
  if (!move || !tier) return null;
  if (move.from === null) return M.newlyRanked;
  return isTierRaise(move.from, tier) ? M.movedUp(move.from) : M.movedDown(move.from);
}

type ReasonPreviewProps = { hero: TierHero; tier: Tier | null; moveText: string | null; nameId: string };

/**
 * What a hero's preview shows, as a part of its own: the page is made live without it, and it is
 * taken over after, when the browser is idle, or at once when it is pressed. Kept from drawing
 * again when its card does (`memo`): new content from outside would make every preview's part be
 * taken over at once, in one long task.
 */
const ReasonPreview = memo(function ReasonPreview({ hero, tier, moveText, nameId }: ReasonPreviewProps) {
  return (
    <Activity>
      <div className="flex items-center gap-3">
        <Thumbnail src={hero.imageUrl} size={48} className="rounded-lg" />
        <div className="min-w-0">
          <p id={nameId} data-content className="truncate font-semibold text-slate-900 dark:text-white">
            {hero.name}
          </p>
          <p data-content className="text-xs text-slate-600 dark:text-slate-300">
            {hero.rarity} {hero.class} · {hero.roles.join(', ')}
          </p>
        </div>
        {tier && <TierBadge tier={tier} className="ml-auto" />}
      </div>
      {moveText && hero.recentMove && <MoveLine text={moveText} at={hero.recentMove.at} />}
      <p
        data-content={hero.reason ? true : undefined}
        className="mt-2 text-sm text-slate-800 dark:text-slate-100"
      >
        {hero.reason || (tier ? M.noReason : M.unranked)}
      </p>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        {M.community}:{' '}
        {isRatingRanked(hero.totalRatings) ? (
          <>
            <span className="font-semibold text-slate-800 dark:text-slate-100">
              <span aria-hidden="true">★ </span>
              {hero.averageRating.toFixed(1)}
            </span>{' '}
            ({M.averageOf(hero.totalRatings)})
          </>
        ) : (
          M.needsRatings
        )}
      </p>
      <Link
        to={paths.hero(hero.slug)}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
      >
        {M.openHero(hero.name)}
      </Link>
    </Activity>
  );
});

/**
 * A hero on the tier list as an icon with its name. Pressing it (a tap, a click, Enter) opens the
 * preview of the editors' reason, a native popover that works before the app is live; once live,
 * hovering or focusing it by keyboard opens it too. The preview links to the hero's page.
 */
export function TierHeroCard({ hero, tier }: { hero: TierHero; tier: Tier | null }) {
  const previewId = `tier-reason-${hero.id}`;
  const anchor = `--tier-hero-${hero.id}`;
  const preview = useRef<HTMLDivElement>(null);
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const moveText = recentMoveText(hero, tier);

  const keep = () => {
    if (closing.current) clearTimeout(closing.current);
    closing.current = null;
  };
  const show = () => {
    keep();
    if (!preview.current?.matches(':popover-open')) preview.current?.showPopover();
  };
  const hideSoon = () => {
    keep();
    closing.current = setTimeout(() => {
      if (preview.current?.matches(':popover-open')) preview.current.hidePopover();
    }, HOVER_CLOSE_MS);
  };

  // The pointer entering the open preview keeps it open. Listened to on the element itself: the
  // preview's inside is a part React may not have taken over yet, and until it has, React passes
  // on no pointer event from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keep and hideSoon only touch refs
  useEffect(() => {
    const panel = preview.current;
    if (!panel) return;
    const enter = (event: globalThis.PointerEvent) => isHover(event) && keep();
    const leave = (event: globalThis.PointerEvent) => isHover(event) && hideSoon();
    panel.addEventListener('pointerenter', enter);
    panel.addEventListener('pointerleave', leave);
    return () => {
      panel.removeEventListener('pointerenter', enter);
      panel.removeEventListener('pointerleave', leave);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        popoverTarget={previewId}
        popoverTargetAction="show"
        aria-label={moveText ? M.nameAndMove(hero.name, moveText) : undefined}
        className={cn(
          TIER_HERO_CARD_CLASSES,
          'group flex cursor-pointer flex-col items-center gap-0.5 rounded-lg p-0.5 text-center focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300',
        )}
        style={{ anchorName: anchor } as CSSProperties}
        onPointerEnter={(event) => isHover(event) && show()}
        onPointerLeave={(event) => isHover(event) && hideSoon()}
        onFocus={(event) => event.currentTarget.matches(':focus-visible') && show()}
      >
        <span className="relative">
          <Thumbnail
            src={hero.imageUrl}
            size={56}
            box="size-12 sm:size-14"
            className="rounded-lg ring-brand-500 group-hover:ring-2"
          />
          <MoveMark hero={hero} tier={tier} />
        </span>
        <span
          data-content
          className="line-clamp-2 w-full break-words text-[0.6875rem] font-medium leading-tight text-slate-800 sm:text-xs dark:text-slate-100"
        >
          {hero.name}
        </span>
      </button>
      <div
        id={previewId}
        ref={preview}
        popover="auto"
        role="dialog"
        aria-labelledby={`${previewId}-name`}
        className="anchored-preview rounded-xl border border-slate-200 bg-white p-3 text-left shadow-xl dark:border-white/10 dark:bg-night-900"
        style={{ positionAnchor: anchor } as CSSProperties}
      >
        <ReasonPreview hero={hero} tier={tier} moveText={moveText} nameId={`${previewId}-name`} />
      </div>
    </>
  );
}
