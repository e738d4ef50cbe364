import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The element id of a comment on a profile, which `?comment={id}` scrolls to. */
export function commentElementId(commentId: string): string {
  return `comment-${commentId}`;
}

/** How long the page waits for the comment to be drawn (comments load after the profile). */
const WAIT_MS = 10_000;

/**
 * With `?comment={id}` in the address, scrolls to the element `comment-{id}` once it is drawn and
 * highlights it briefly, so a notification about a comment leads to it.
 */
export function useCommentHighlight(enabled: boolean): void {
  const [searchParams] = useSearchParams();
  const commentId = searchParams.get('comment');

  useEffect(() => {
    if (!enabled || !commentId) return;
    let done = false;
    const reveal = () => {
      const element = document.getElementById(commentElementId(commentId));
      if (!element || done) return Boolean(element);
      done = true;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
      element.setAttribute('data-highlighted', 'true');
      element.animate?.(
        [
          { boxShadow: '0 0 0 3px rgb(250 204 21)', backgroundColor: 'rgb(250 204 21 / 0.18)' },
          { boxShadow: '0 0 0 3px rgb(250 204 21 / 0)', backgroundColor: 'rgb(250 204 21 / 0)' },
        ],
        { duration: 3000, easing: 'ease-out' },
      );
      window.setTimeout(() => element.removeAttribute('data-highlighted'), 3000);
      return true;
    };
    if (reveal()) return;
    const observer = new MutationObserver(() => {
      if (reveal()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [enabled, commentId]);
}
