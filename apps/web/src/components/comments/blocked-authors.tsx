import { BLOCK_MESSAGES } from '@haven/shared/blocks/messages';
import { type ReactNode, useContext, useState } from 'react';
import { sharedText } from '../../lib/shared-texts';
import { Button } from '../ui/button';
import { BlockedAuthorsContext } from './blocked-authors-context';

type CollapsedIfBlockedProps = { authorId: string; id?: string; className?: string; children: ReactNode };

/**
 * A comment by a member the reader blocks stays folded, with its replies, behind 'Comment from a
 * member you blocked — Show'; Show opens it for this reading only. While it is not known whom the
 * reader blocks, every comment keeps its space unseen, so none they blocked is ever shown to them.
 */
export function CollapsedIfBlocked({ authorId, id, className, children }: CollapsedIfBlockedProps) {
  const blocked = useContext(BlockedAuthorsContext);
  const [isShown, setIsShown] = useState(false);
  if (blocked === null) {
    return (
      <div className="invisible" aria-hidden="true" inert>
        {children}
      </div>
    );
  }
  if (isShown || !blocked.has(authorId)) return children;
  return (
    <div id={id} className={className}>
      <p className="flex flex-wrap items-center gap-x-1 text-sm text-slate-600 italic dark:text-slate-400">
        {sharedText(BLOCK_MESSAGES.collapsed)} —
        <Button variant="ghost" size="sm" className="h-8 px-2 not-italic" onClick={() => setIsShown(true)}>
          {sharedText(BLOCK_MESSAGES.show)}
        </Button>
      </p>
    </div>
  );
}
