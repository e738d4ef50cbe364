import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * The click handler of a text holding linked names: a linked name opens its page inside the app,
 * as the site's other links do (a touch screen's first tap opens the preview instead).
 */
export function useLinkedNameClick() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const name = event.target instanceof Element ? event.target.closest('a[data-mention]') : null;
    const path = name?.getAttribute('href');
    if (!path || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (window.matchMedia('(hover: none)').matches) return;
    event.preventDefault();
    navigate(path);
  };
}
