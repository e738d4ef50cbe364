import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../shared-texts';

/** The link back to the list, on the page and on its error screens. */
export function ReturnToGuides({ className }: { className?: string }) {
  return (
    <Link
      to={paths.guides}
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {GUIDE_MESSAGES.returnToGuides}
    </Link>
  );
}
