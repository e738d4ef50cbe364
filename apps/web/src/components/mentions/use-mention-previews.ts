import { type RefObject, useEffect } from 'react';

/** How long a card stays once the pointer or focus leaves its name, so the pointer can reach it. */
const HIDE_DELAY_MS = 250;
/** Space between a name and its card, and kept to the window's edges. */
const GAP = 8;

const TOUCH_ONLY = '(hover: none)';

/** The linked name an event happened on, if any. */
const linkedNameOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-mention]') : null;

/** Puts an open card below its name (above it when there is no room), inside the window. */
function place(card: HTMLElement, name: HTMLElement) {
  const box = name.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = card;
  const below = box.bottom + GAP;
  const top = below + height > window.innerHeight - GAP ? Math.max(GAP, box.top - GAP - height) : below;
  const left = Math.min(Math.max(GAP, box.left), window.innerWidth - width - GAP);
  Object.assign(card.style, { position: 'fixed', inset: 'auto', top: `${top}px`, left: `${left}px` });
}

/**
 * Opens a linked name's preview card while the pointer rests on the name or the card, or while
 * the name has keyboard focus, on screens with a pointer that hovers. Touch screens open cards on a
 * tap instead, handled from first paint by public/page-init.js.
 */
export function useMentionPreviews(containerRef: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const container = containerRef.current;
    if (!enabled || !container || window.matchMedia(TOUCH_ONLY).matches) return;
    let open: HTMLElement | null = null;
    let openName: HTMLElement | null = null;
    let hideTimer: number | undefined;

    const cancelHide = () => window.clearTimeout(hideTimer);
    const hide = () => {
      cancelHide();
      if (open) {
        open.removeEventListener('pointerenter', cancelHide);
        open.removeEventListener('pointerleave', hideSoon);
        open.removeEventListener('focusout', hideSoon);
        if (open.matches(':popover-open')) open.hidePopover();
      }
      open = null;
      openName = null;
    };
    function hideSoon() {
      cancelHide();
      hideTimer = window.setTimeout(() => {
        // A card that holds focus or the pointer stays open.
        if (open && (open.matches(':hover') || open.contains(document.activeElement))) return;
        hide();
      }, HIDE_DELAY_MS);
    }
    const show = (name: HTMLAnchorElement) => {
      const card = document.getElementById(name.dataset.mention ?? '');
      if (!card) return;
      cancelHide();
      if (open === card && card.matches(':popover-open')) return;
      hide();
      if (!card.matches(':popover-open')) card.showPopover();
      place(card, name);
      open = card;
      openName = name;
      card.addEventListener('pointerenter', cancelHide);
      card.addEventListener('pointerleave', hideSoon);
      card.addEventListener('focusout', hideSoon);
    };

    const onPointerOver = (event: PointerEvent) => {
      const name = linkedNameOf(event.target);
      if (name && event.pointerType !== 'touch') show(name);
    };
    const onPointerOut = (event: PointerEvent) => {
      if (linkedNameOf(event.target)) hideSoon();
    };
    const onFocusIn = (event: FocusEvent) => {
      const name = linkedNameOf(event.target);
      if (name) show(name);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (linkedNameOf(event.target)) hideSoon();
    };
    // The card follows its name as the page scrolls (a scroll may also still be settling as it
    // opens), and closes once the name has left the window.
    const onScroll = () => {
      if (!open || !openName) return;
      const box = openName.getBoundingClientRect();
      if (box.bottom < 0 || box.top > window.innerHeight) hide();
      else place(open, openName);
    };
    container.addEventListener('pointerover', onPointerOver);
    container.addEventListener('pointerout', onPointerOut);
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    window.addEventListener('scroll', onScroll, { passive: true });
    // A pointer already resting on a name when the page goes live sees its card at once.
    const rested = container.querySelector<HTMLAnchorElement>('a[data-mention]:hover');
    if (rested) show(rested);
    return () => {
      hide();
      container.removeEventListener('pointerover', onPointerOver);
      container.removeEventListener('pointerout', onPointerOut);
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('scroll', onScroll);
    };
  }, [containerRef, enabled]);
}
