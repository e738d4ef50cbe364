/** Any part of the app can open the quick search; the header's launcher listens. */
const OPEN_EVENT = 'haven:open-quick-search';

/** Opens the site-wide quick search dialog. */
export function openQuickSearch(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** Calls `listener` whenever something asks for the quick search; returns the unsubscribe. */
export function onOpenQuickSearch(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}

type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'> & {
  /** Whether the key was pressed while typing in a field (where `/` is a character). */
  isInTextField: boolean;
};

/**
 * Ctrl-K (Cmd-K on a Mac) opens the quick search anywhere; `/` only outside text fields, where
 * it would otherwise be typed.
 */
export function isQuickSearchShortcut(event: ShortcutEvent): boolean {
  const key = event.key.toLowerCase();
  if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return true;
  return key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.isInTextField;
}

/** Whether an element takes typed text: inputs (but not buttons or checkboxes), text areas, selects, editors. */
export function isTextField(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (
    element.isContentEditable ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  ) {
    return true;
  }
  if (!(element instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(
    element.type,
  );
}
