import { type CSSProperties, type MouseEvent, type ReactNode, useRef } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../lib/cn';

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
    if (event.defaultPrevented || !isPlainClick || !path?.startsWith('/') || link.target) return;
    event.preventDefault();
    navigate(path);
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
        {children}
      </div>
    </>
  );
}

/** A link inside a header menu, marked as the page shown when its address is the current one. */
export function MenuLink({
  to,
  currentPath,
  className,
  children,
}: {
  to: string;
  currentPath: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={to} className={className} aria-current={currentPath === to ? 'page' : undefined}>
      {children}
    </a>
  );
}
