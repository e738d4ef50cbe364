import { toast } from './toast';

/** The toasts of one kind of thing's sharing (a team, a guide), in its own words. */
export type ShareTexts = { copied: string; copyFailed: string; shared: string; shareFailed: string };

/** The address of a page of this site, for copying and sharing. */
export function pageUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** Copies a link and says so, or says it could not. */
export async function copyLink(url: string, texts: ShareTexts): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(texts.copied);
  } catch {
    toast.error(texts.copyFailed);
  }
}

/**
 * Opens the system share sheet where the browser has one, else copies the link; closing the
 * share sheet is not an error.
 */
export async function shareLink(
  share: { title: string; text: string; url: string },
  texts: ShareTexts,
): Promise<void> {
  if (typeof navigator.share !== 'function') {
    await copyLink(share.url, texts);
    return;
  }
  try {
    await navigator.share(share);
    toast.success(texts.shared);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    toast.error(texts.shareFailed);
  }
}
