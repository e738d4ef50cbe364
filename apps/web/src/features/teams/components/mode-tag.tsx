import { Trans } from '@lingui/react/macro';
import { Swords } from 'lucide-react';

/** A team's game mode as a small tag. */
export function ModeTag({ name }: { name: string }) {
  return (
    <p className="inline-flex w-fit items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-500/15 dark:text-brand-100">
      <Swords aria-hidden="true" className="size-3.5" />
      <span className="sr-only">
        <Trans>Game mode:</Trans>{' '}
      </span>
      <span data-content>{name}</span>
    </p>
  );
}
