import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

type OwnedOnlyToggleProps = { isOwned: boolean; onChange: (owned: boolean) => void };

/**
 * 'Owned only': a tick sent as owned=1, so the list's address holds it. The tick shows at once
 * while the address (updated in a transition) catches up, and follows the address when it changes.
 */
export function OwnedOnlyToggle({ isOwned, onChange }: OwnedOnlyToggleProps) {
  const [shown, setShown] = useState(isOwned);
  const [followed, setFollowed] = useState(isOwned);
  if (isOwned !== followed) {
    setFollowed(isOwned);
    setShown(isOwned);
  }
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 dark:border-white/15 dark:text-slate-100">
      <input
        type="checkbox"
        name="owned"
        value="1"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
        className="size-4 rounded border-slate-400 accent-brand-600 dark:accent-brand-400"
      />
      <Trans>Owned only</Trans>
    </label>
  );
}
