import { type ReactNode, useId } from 'react';

type ColorInputProps = { label: string; icon: ReactNode; value: string; onChange: (color: string) => void };

/** A toolbar button that opens the system colour picker; a bar under the icon shows the colour. */
export function ColorInput({ label, icon, value, onChange }: ColorInputProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      title={label}
      className="relative grid size-9 cursor-pointer place-items-center rounded-md text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-white/10 [&_svg]:size-4"
    >
      {icon}
      <span className="sr-only">{label}</span>
      <input
        id={id}
        type="color"
        value={toHexColor(value)}
        onChange={(event) => onChange(event.target.value)}
        className="absolute bottom-0.5 left-1/2 h-1.5 w-6 -translate-x-1/2 cursor-pointer appearance-none border-0 p-0"
      />
    </label>
  );
}

/** The colour picker takes only `#rrggbb`; other forms show as black. */
function toHexColor(value: string): string {
  return /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
}
