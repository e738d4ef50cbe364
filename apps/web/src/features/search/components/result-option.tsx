import type { SEARCH_MESSAGES } from '@haven/shared/search/messages';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A group of results, in display order. */
export type GroupKey = keyof (typeof SEARCH_MESSAGES)['groups'];

/** One row of the result list: where it leads and how it looks. */
export type ResultOption = {
  key: string;
  group: GroupKey;
  /** The link to the hero collection's own search, closing the heroes group. */
  isMore?: boolean;
  href: string;
  label: string;
  detail?: string;
  kind?: string;
  /** Greyed: a code players can no longer use. */
  isMuted?: boolean;
  image: ReactNode;
};

export const THUMB_CLASSES = 'size-9 shrink-0 rounded-lg bg-slate-200 object-cover dark:bg-slate-700';

/** A result's square with an icon, for kinds without a picture. */
export function IconThumb({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span
      className={cn(
        THUMB_CLASSES,
        'grid place-items-center bg-brand-50 text-brand-700 dark:bg-white/10 dark:text-brand-200',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}
