import type { RedeemCode } from '@haven/shared/redeem-codes/schemas';
import { CalendarClock, Gift } from 'lucide-react';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { CopyCodeButton } from './copy-code-button';

type RedeemCodeCardProps = { code: RedeemCode; isLatest?: boolean; isExpired?: boolean };

/** The expiry day as stored (a calendar day, not a moment), so it reads the same in every time zone. */
function expiryText(day: string): string {
  return formatDate(new Date(`${day}T12:00:00`), 'short');
}

/** One code: the copy button, its rewards, description and expiry. */
export function RedeemCodeCard({ code, isLatest = false, isExpired = false }: RedeemCodeCardProps) {
  return (
    <article
      className={cn(
        CARD_CLASSES,
        'flex w-full flex-col gap-3 p-4',
        isLatest && 'border-gold-400 p-5 sm:p-6 dark:border-gold-400/60',
      )}
    >
      <CopyCodeButton code={code.code} size={isLatest ? 'lg' : 'md'} isMuted={isExpired} />
      <p className="flex items-start gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700 dark:text-gold-300" />
        <span>
          <span className="sr-only">Rewards: </span>
          {code.rewards}
        </span>
      </p>
      {code.description && <p className="text-sm text-slate-600 dark:text-slate-300">{code.description}</p>}
      <p className="mt-auto flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-400">
        <CalendarClock aria-hidden="true" className="size-3.5" />
        {isExpired ? (
          code.isActive && code.expiresAt ? (
            <>Expired after {expiryText(code.expiresAt)}</>
          ) : (
            'No longer active'
          )
        ) : code.expiresAt ? (
          <>Valid through {expiryText(code.expiresAt)}</>
        ) : (
          'No expiry date'
        )}
      </p>
    </article>
  );
}
