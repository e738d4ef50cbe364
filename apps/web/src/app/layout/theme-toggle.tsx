import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTheme } from '../../lib/theme';
import { HEADER_BUTTON_CLASSES } from './nav-config';

export function ThemeToggle() {
  const { t } = useLingui();
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={isDark ? t`Switch to light theme` : t`Switch to dark theme`}
      // Without scripts the page follows the device's theme and cannot be switched.
      className={cn(HEADER_BUTTON_CLASSES, 'no-js:hidden')}
    >
      {isDark ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
