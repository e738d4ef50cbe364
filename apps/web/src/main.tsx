// The page's entry: only the styles and a loader, so the server's HTML paints before the browser
// spends its connection and processor on the app that makes the page live.
import './index.css';
import { PAGE_CODE_ELEMENT_ID } from './lib/page-code-element';

/**
 * Resolves once the browser has painted the server's HTML (at once in a hidden tab, which paints
 * nothing).
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Asks for all of the page's own code at once (the server names it), beside the app's: found one
 * import at a time, each level would cost a round trip on a phone's network.
 */
function fetchPageCode(): void {
  const list = document.getElementById(PAGE_CODE_ELEMENT_ID);
  if (!list?.textContent) return;
  // Added to the document at once: one by one, each addition costs a pass over the head.
  const links = document.createDocumentFragment();
  for (const file of JSON.parse(list.textContent) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    links.append(link);
  }
  document.head.append(links);
}

void afterFirstPaint().then(() => {
  fetchPageCode();
  return import('./app/start');
});
