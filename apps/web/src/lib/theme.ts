import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** localStorage key read by public/page-init.js before first paint. */
export const THEME_STORAGE_KEY = 'theme';

const listeners = new Set<() => void>();

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/** The theme currently applied to the page. */
export function getTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Applies and remembers a theme. */
export function setTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode); the choice lasts for this page.
  }
  for (const listener of listeners) listener();
}

/** The theme the visitor chose, or null while they have chosen none (the device's applies). */
function savedTheme(): Theme | null {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'dark' || saved === 'light' ? saved : null;
  } catch {
    return null;
  }
}

const DEVICE_PREFERS_DARK = '(prefers-color-scheme: dark)';

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the theme: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(event.newValue === 'dark' ? 'dark' : 'light');
    listener();
  };
  // With no choice saved, the page follows the device when it switches (at dusk, say).
  const devicePreference = window.matchMedia(DEVICE_PREFERS_DARK);
  const onDeviceChange = () => {
    if (savedTheme()) return;
    applyTheme(devicePreference.matches ? 'dark' : 'light');
    listener();
  };
  window.addEventListener('storage', onStorage);
  devicePreference.addEventListener('change', onDeviceChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    devicePreference.removeEventListener('change', onDeviceChange);
  };
}

/** The current theme and a toggle, kept in sync across components and tabs. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'light' as Theme);
  return { theme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
