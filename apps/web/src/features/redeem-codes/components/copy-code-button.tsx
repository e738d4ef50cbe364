import { CODE_COPIED_INDICATOR_MS } from '@haven/shared/redeem-codes/constants';
import { Trans } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { redeemCodeTexts } from '../shared-texts';

type CopyCodeButtonProps = { code: string; size?: 'md' | 'lg' };

/**
 * The code itself as a button: a click copies it, confirms with a toast and shows a mark for two
 * seconds.
 */
export function CopyCodeButton({ code, size = 'md' }: CopyCodeButtonProps) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), CODE_COPIED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setIsCopied(true);
      toast.success(redeemCodeTexts.copied);
    } catch {
      toast.error(redeemCodeTexts.copyFailed);
    }
  };

  return (
    <button
      type="button"
      onClick={copy}
      className={cn(
        'group flex w-full items-center justify-between gap-3 rounded-xl border-2 font-mono font-bold tracking-wider transition-colors',
        size === 'lg' ? 'px-5 py-4 text-2xl sm:text-3xl' : 'px-4 py-2.5 text-lg',
        'border-dashed border-brand-300 bg-brand-50 text-brand-900 hover:bg-brand-100 dark:border-brand-300/40 dark:bg-brand-300/10 dark:text-brand-100 dark:hover:bg-brand-300/20',
      )}
    >
      <span data-content className="min-w-0 break-all text-left">
        {code}
      </span>
      <span
        className={cn(
          'flex shrink-0 items-center gap-1 font-sans text-xs font-semibold tracking-normal',
          isCopied ? 'text-emerald-700 dark:text-emerald-300' : 'text-slate-600 dark:text-slate-300',
        )}
      >
        {isCopied ? (
          <>
            <Check aria-hidden="true" className="size-4" />
            <Trans>Copied!</Trans>
          </>
        ) : (
          <>
            <Copy aria-hidden="true" className="size-4" />
            <Trans>Copy</Trans>
          </>
        )}
      </span>
    </button>
  );
}
