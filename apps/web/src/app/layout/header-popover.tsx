import { type Language, localisedPath, splitLanguagePath } from '@haven/shared/i18n/languages';
import { Activity, type CSSProperties, type MouseEvent, type ReactNode, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { usePageLanguage } from '../../lib/site-url';

type HeaderPopoverProps = {
  /** The panel's id, which its button names; unique on the page. */
  id: string;
  /** The button's classes and inside; `ariaLabel` names it where its inside has no words. */
  trigger: { className: string; face: ReactNode; ariaLabel?: string };
  /** How the panel is drawn: under its button ('anchored-menu', its end aligned with `align`) or a sheet. */
  panelClassName: string;
  /** Whether the panel is a dialog (the phone menu) rather than a list of links beside its button. */
  isDialog?: boolean;
  /** The panel's accessible name, for a dialog. */
  labelledBy?: string;
  children: ReactNode;
};

/**
 * A header menu that opens without the app: a native popover the browser opens, closes on Escape or
 * a press outside, and returns focus from. Once the app is live, following one of its links closes it
 * and changes page inside the app: its links are plain anchors, routed here, so a menu of many links
 * costs no more to draw than its markup.
 */
export function HeaderPopover({
  id,
  trigger,
  panelClassName,
  isDialog,
  labelledBy,
  children,
}: HeaderPopoverProps) {
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const anchor = `--${id}`;
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    panel.current?.hidePopover();
    const path = link.getAttribute('href');
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    // A link to the page in another language loads it anew, with that language's texts.
    const isInApp = !link.target && !link.hasAttribute('hreflang');
    if (event.defaultPrevented || !isPlainClick || !isInApp || !path?.startsWith('/')) return;
    event.preventDefault();
    navigate(splitLanguagePath(path).path);
  };
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-label={trigger.ariaLabel}
        className={cn(trigger.className, 'header-popover-trigger group')}
        style={{ anchorName: anchor } as CSSProperties}
      >
        {trigger.face}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the clicks handled are its links', which are keyboard operable themselves */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <div
        id={id}
        ref={panel}
        popover="auto"
        {...(isDialog ? { role: 'dialog', 'aria-labelledby': labelledBy } : {})}
        className={panelClassName}
        style={{ positionAnchor: anchor } as CSSProperties}
        onClick={followLink}
      >
        {/* Taken over as a part of its own, after the page is live (or at once when pressed): a
            closed menu's links work as plain links meanwhile. */}
        <Activity>{children}</Activity>
      </div>
    </>
  );
}

/** Where a menu's links are drawn: the page shown (its address in the app) and its language. */
type MenuPlace = { pathname: string; language: Language };

/** The place a menu's links are drawn in, read once per menu rather than once per link. */
export function useMenuPlace(): MenuPlace {
  return { pathname: useLocation().pathname, language: usePageLanguage() };
}

/**
 * A link inside a header menu, in the page's language, marked as the page shown when its address
 * is the current one.
 */
export function MenuLink({
  to,
  place,
  className,
  children,
}: {
  to: string;
  place: MenuPlace;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={localisedPath(to, place.language)}
      className={className}
      aria-current={place.pathname === to ? 'page' : undefined}
    >
      {children}
    </a>
  );
}
