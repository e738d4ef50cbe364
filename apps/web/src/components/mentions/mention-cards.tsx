import type { MentionCard } from '@haven/shared/mentions/schemas';
import { useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Thumbnail } from '../ui/card-image';
import { TierBadge } from '../ui/tier-badge';

/** The id of the preview card of the `index`th name a text links, within the text's own prefix. */
export const mentionCardId = (prefix: string, index: number) => `${prefix}mention-${index}`;

/**
 * Preview cards of the names a text links, one per name, as native popovers: a tap on a name opens
 * its card on a touch screen (from first paint: public/page-init.js), hovering or focusing it on
 * other screens (useMentionPreviews). On a phone the card is a sheet along the bottom of the screen.
 */
export function MentionCards({ cards, prefix }: { cards: MentionCard[]; prefix: string }) {
  if (cards.length === 0) return null;
  return (
    <div data-mention-cards="">
      {cards.map((card, index) => (
        <MentionPreview key={card.path} card={card} id={mentionCardId(prefix, index)} />
      ))}
    </div>
  );
}

function MentionPreview({ card, id }: { card: MentionCard; id: string }) {
  const { t } = useLingui();
  const { name } = card;
  const titleId = `${id}-title`;
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      className="m-0 w-80 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-slate-200 bg-white p-4 text-left text-slate-700 shadow-xl [@media(hover:none)]:inset-x-3 [@media(hover:none)]:top-auto [@media(hover:none)]:bottom-3 [@media(hover:none)]:w-auto [@media(hover:none)]:max-w-none dark:border-white/15 dark:bg-night-900 dark:text-slate-300"
    >
      <div className="flex items-start gap-3">
        <Thumbnail src={card.imageUrl} size={56} ground="grey" className="rounded-xl" />
        <div className="min-w-0">
          <p
            id={titleId}
            className="font-display text-lg leading-tight font-bold text-slate-900 dark:text-white"
          >
            {card.name}
          </p>
          <p className="mt-1 flex flex-wrap gap-1 text-xs font-semibold">
            <span
              data-content
              className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-800 dark:bg-brand-300/15 dark:text-brand-200"
            >
              {card.label}
            </span>
            {card.facts.map((fact) => (
              <span
                key={fact}
                className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-white/10 dark:text-slate-200"
              >
                {fact}
              </span>
            ))}
          </p>
        </div>
      </div>
      {card.tiers.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t`Tiers`}>
          {card.tiers.map(({ mode, tier }) => (
            <li
              key={mode}
              className="flex items-center gap-1.5 rounded-lg border border-slate-200 py-0.5 pr-0.5 pl-2 text-xs font-semibold text-slate-700 dark:border-white/10 dark:text-slate-200"
            >
              {mode}
              <TierBadge tier={tier} className="h-5 min-w-6" />
            </li>
          ))}
        </ul>
      )}
      {card.summary && (
        <p data-content className="mt-3 text-sm leading-6">
          {card.summary}
        </p>
      )}
      <Link
        to={card.path}
        className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
      >
        {t`Open ${name}`}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
