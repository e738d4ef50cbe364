import { codeEnding } from '@haven/shared/redeem-codes/rules';
import type { RedeemCode } from '@haven/shared/redeem-codes/schemas';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, CalendarPlus, Gift } from 'lucide-react';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDate, useFormatDate } from '../../../lib/dates';
import { activeI18n } from '../../../lib/i18n';
import { redeemCodeTexts } from '../shared-texts';
import { CopyCodeButton } from './copy-code-button';
import { NewBadge } from './new-badge';

type RedeemCodeCardProps = { code: RedeemCode; isLatest?: boolean; isExpired?: boolean };

/** The expiry day as stored (a calendar day, not a moment), so it reads the same in every time zone. */
function expiryText(day: string): string {
  return formatDate(new Date(`${day}T12:00:00`), 'short');
}

/**
 * When a code that no longer works stopped: after its last valid day, or the day it was switched
 * off (a moment, so written with the card's formatter: UTC until the page has hydrated).
 */
function endingText(code: RedeemCode, formatDate: (value: string, style: 'short') => string): string {
  const ending = codeEnding(code);
  if (!ending) return redeemCodeTexts.noLongerActive;
  const i18n = activeI18n();
  if (ending.kind === 'lapsed') {
    const day = expiryText(ending.day);
    return i18n._(msg`Expired after ${day}`);
  }
  const date = formatDate(ending.at, 'short');
  return i18n._(msg`Expired ${date}`);
}

const DATE_LINE = 'flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-400';

/**
 * One code: the copy button, its rewards, description and dates. An active code says when it was
 * added (marked 'New' for three days) and until when it works; an expired one is greyed, shows its
 * code as plain text and says when it expired.
 */
export function RedeemCodeCard({ code, isLatest = false, isExpired = false }: RedeemCodeCardProps) {
  const formatDate = useFormatDate();
  const { t } = useLingui();
  const added = formatDate(code.createdAt, 'short');
  const validThrough = code.expiresAt ? expiryText(code.expiresAt) : null;
  return (
    <article
      className={cn(
        'flex w-full flex-col gap-3 p-4',
        isExpired
          ? 'rounded-2xl border border-dashed border-slate-300 bg-slate-50 dark:border-white/10 dark:bg-night-950'
          : CARD_CLASSES,
        isLatest && 'border-gold-400 p-5 sm:p-6 dark:border-gold-400/60',
      )}
    >
      {isExpired ? (
        // A code that no longer works is kept as a record: its text, with nothing inviting a copy.
        <div
          data-content
          className="rounded-xl bg-slate-100 px-4 py-2.5 font-mono text-lg font-bold tracking-wider break-all text-slate-600 dark:bg-white/5 dark:text-slate-400"
        >
          {code.code}
        </div>
      ) : (
        <CopyCodeButton code={code.code} size={isLatest ? 'lg' : 'md'} />
      )}
      <p
        className={cn(
          'flex items-start gap-2 text-sm',
          isExpired ? 'text-slate-600 dark:text-slate-400' : 'font-semibold text-slate-900 dark:text-white',
        )}
      >
        <Gift
          aria-hidden="true"
          className={cn('mt-0.5 size-4 shrink-0', !isExpired && 'text-gold-700 dark:text-gold-300')}
        />
        <span>
          <span className="sr-only">
            <Trans>Rewards:</Trans>{' '}
          </span>
          <span data-content>{code.rewards}</span>
        </span>
      </p>
      {code.description && (
        <p data-content className="text-sm text-slate-600 dark:text-slate-400">
          {code.description}
        </p>
      )}
      <div className="mt-auto space-y-1">
        {isExpired ? (
          <p className={DATE_LINE}>
            <CalendarClock aria-hidden="true" className="size-3.5" />
            {endingText(code, formatDate)}
          </p>
        ) : (
          <>
            <p className={DATE_LINE}>
              <CalendarPlus aria-hidden="true" className="size-3.5" />
              <Trans>Added {added}</Trans>
              <NewBadge createdAt={code.createdAt} />
            </p>
            <p className={DATE_LINE}>
              <CalendarClock aria-hidden="true" className="size-3.5" />
              {validThrough ? t`Valid through ${validThrough}` : t`No expiry date`}
            </p>
          </>
        )}
      </div>
    </article>
  );
}
