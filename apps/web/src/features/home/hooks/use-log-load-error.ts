import { useEffect } from 'react';

/** Home sections only log a failed load and show their empty state: one failing section never alarms the whole page. */
export function useLogLoadError(error: Error | null, section: string): void {
  useEffect(() => {
    if (error) console.error(`Failed to load ${section}`, error);
  }, [error, section]);
}
