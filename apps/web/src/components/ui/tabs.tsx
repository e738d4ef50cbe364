import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Tabs (Radix): one tab list whose tabs follow the arrow keys, Home and End, and the panel of the
 * chosen tab. `Tabs` holds the chosen value; put one `TabList` and a `TabPanel` per value in it.
 */
export const Tabs = RadixTabs.Root;

/** The row of tabs; its label names what the tabs choose between. */
export function TabList({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.List
      aria-label={label}
      className={cn('flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-white/5', className)}
    >
      {children}
    </RadixTabs.List>
  );
}

/** One tab; the chosen one looks raised. */
export function Tab({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Trigger
      value={value}
      className="flex-1 rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:flex-none dark:text-slate-300 dark:focus-visible:outline-brand-300 dark:data-[state=active]:bg-night-900 dark:data-[state=active]:text-white"
    >
      {children}
    </RadixTabs.Trigger>
  );
}

/** The panel shown while its tab is chosen. */
export const TabPanel = RadixTabs.Content;
