/** 'Owned only': a tick sent as owned=1, so the list's address holds it. */
export function OwnedOnlyToggle({
  isOwned,
  onChange,
}: {
  isOwned: boolean;
  onChange: (owned: boolean) => void;
}) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 dark:border-white/15 dark:text-slate-100">
      <input
        type="checkbox"
        name="owned"
        value="1"
        checked={isOwned}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-400 accent-brand-600 dark:accent-brand-400"
      />
      Owned only
    </label>
  );
}
