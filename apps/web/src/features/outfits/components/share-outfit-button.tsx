import { useLingui } from '@lingui/react/macro';
import { Check, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

/** How long the copied indicator stays. */
const COPIED_MS = 2000;

/**
 * Share: the system share sheet where the browser has one (closing it is not an error), else the
 * link is copied and the button says so for two seconds.
 */
export function ShareOutfitButton({ title }: { title: string }) {
  const { t } = useLingui();
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          toast.error(t`Failed to share outfit`);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
    } catch {
      toast.error(t`Failed to copy URL`);
    }
  };

  return (
    <Button variant="outline" onClick={() => void share()} className="min-w-36">
      {isCopied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Share2 aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite">{isCopied ? t`Link copied` : t`Share`}</span>
    </Button>
  );
}
