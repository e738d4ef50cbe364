import { useCallback, useEffect, useRef, useState } from 'react';

const loadMenus = () => import('./header-menus');
export type HeaderMenus = Awaited<ReturnType<typeof loadMenus>>;

let loadedMenus: HeaderMenus | null = null;
let loadingMenus: Promise<HeaderMenus> | null = null;

function preloadMenus(): Promise<HeaderMenus> {
  loadingMenus ??= loadMenus().then((module) => {
    loadedMenus = module;
    return module;
  });
  return loadingMenus;
}

const WARM_UP_EVENTS = ['pointermove', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * The notification bell's menus (a Radix popover, and a sheet on phones) are a separate chunk that
 * loads on the first interaction, keeping it out of the first download. Until then a plain button
 * with the same name stands in; a click on it opens its menu as soon as the chunk arrives.
 * The swap waits while a pointer is pressed so a click in progress is never lost, and keyboard
 * focus moves to the replacing trigger.
 */
export function useHeaderMenus() {
  const [menus, setMenus] = useState<HeaderMenus | null>(loadedMenus);
  const [pendingOpen, setPendingOpen] = useState<string | null>(null);
  const focusedMenuId = useRef<string | null>(null);

  useEffect(() => {
    if (menus) return;
    let isCancelled = false;
    let isPointerDown = false;
    let ready: HeaderMenus | null = null;

    const apply = () => {
      if (isCancelled || !ready || isPointerDown) return;
      const active = document.activeElement;
      focusedMenuId.current = active instanceof HTMLElement ? (active.dataset.menuId ?? null) : null;
      setMenus(ready);
    };
    const start = () => {
      void preloadMenus().then((module) => {
        ready = module;
        apply();
      });
    };
    const onPointerDown = () => {
      isPointerDown = true;
      start();
    };
    const onPointerUp = () => {
      isPointerDown = false;
      // After the click that follows this pointerup has been dispatched.
      window.setTimeout(apply, 0);
    };

    const options = { capture: true, passive: true } as const;
    for (const type of WARM_UP_EVENTS) window.addEventListener(type, start, options);
    window.addEventListener('pointerdown', onPointerDown, options);
    window.addEventListener('pointerup', onPointerUp, options);
    window.addEventListener('pointercancel', onPointerUp, options);
    return () => {
      isCancelled = true;
      for (const type of WARM_UP_EVENTS) window.removeEventListener(type, start, options);
      window.removeEventListener('pointerdown', onPointerDown, options);
      window.removeEventListener('pointerup', onPointerUp, options);
      window.removeEventListener('pointercancel', onPointerUp, options);
    };
  }, [menus]);

  useEffect(() => {
    if (!menus) return;
    const id = focusedMenuId.current;
    focusedMenuId.current = null;
    if (id && id !== pendingOpen) document.querySelector<HTMLElement>(`[data-menu-id="${id}"]`)?.focus();
  }, [menus, pendingOpen]);

  const requestOpen = useCallback((menuId: string) => {
    setPendingOpen(menuId);
    void preloadMenus();
  }, []);

  return { menus, pendingOpen, requestOpen };
}
