import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { isQuickSearchShortcut, isTextField, onOpenQuickSearch } from '../open-quick-search';

const loadDialog = () => import('./quick-search-dialog');
// The dialog is its own chunk, fetched when the button is approached or a shortcut pressed,
// so the header (on every page's first download) carries only this button and the key listener.
const QuickSearchDialog = lazy(loadDialog);

type QuickSearchLauncherProps = { triggerClassName: string };

/**
 * The header's Search button (with its shortcut shown on wide screens, an icon on narrow ones)
 * and the shortcuts that open the quick search from anywhere: `/` and Ctrl-K / Cmd-K.
 */
export function QuickSearchLauncher({ triggerClassName }: QuickSearchLauncherProps) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  // Mounted from the first opening on, so closing can hand focus back to the opener.
  const [hasOpened, setHasOpened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const isOpenRef = useRef(false);
  const changeOpen = (open: boolean) => {
    isOpenRef.current = open;
    setIsOpen(open);
  };

  useEffect(() => {
    const open = () => {
      // Ctrl-K inside the open dialog changes nothing: the opener stays the one to return to.
      if (isOpenRef.current) return;
      if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
      isOpenRef.current = true;
      setHasOpened(true);
      setIsOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const isInTextField = isTextField(event.target instanceof Element ? event.target : null);
      if (!isQuickSearchShortcut({ ...pick(event), isInTextField })) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    const stopListening = onOpenQuickSearch(open);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      stopListening();
    };
  }, []);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        aria-label={t`Search`}
        title={t`Press / or Ctrl K to search`}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          opener.current = event.currentTarget;
          setHasOpened(true);
          changeOpen(true);
        }}
        className={cn(triggerClassName, 'xl:gap-2 xl:border xl:border-white/15 xl:pr-1.5 xl:pl-3')}
      >
        <Search aria-hidden="true" className="size-5 xl:size-4" />
        <span className="hidden xl:inline">
          <Trans>Search</Trans>
        </span>
        <kbd className="hidden min-w-6 rounded border border-white/20 bg-white/5 px-1.5 font-sans text-xs text-slate-300 xl:inline">
          /
        </kbd>
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <QuickSearchDialog open={isOpen} onOpenChange={changeOpen} opener={opener.current} />
        </Suspense>
      )}
    </>
  );
}

function pick(event: KeyboardEvent) {
  const { key, ctrlKey, metaKey, altKey, shiftKey } = event;
  return { key, ctrlKey, metaKey, altKey, shiftKey };
}
