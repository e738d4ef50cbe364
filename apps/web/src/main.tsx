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
 * Module links added per task: each costs the main thread a request's set-up (about 3 ms at a
 * phone's speed), so a page's ninety-odd at once would hold it for a long task.
 */
const LINKS_PER_TASK = 4;

/** Resolves in a task of its own, so the browser may paint and answer input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Asks for all of the page's own code (the server names it), beside the app's, a few files per
 * task: found one import at a time, each level would cost a round trip on a phone's network.
 */
async function fetchPageCode(): Promise<void> {
  const list = document.getElementById(PAGE_CODE_ELEMENT_ID);
  if (!list?.textContent) return;
  const files = JSON.parse(list.textContent) as string[];
  for (let first = 0; first < files.length; first += LINKS_PER_TASK) {
    if (first > 0) await nextTask();
    // Added to the document together: one by one, each addition costs a pass over the head.
    const links = document.createDocumentFragment();
    for (const file of files.slice(first, first + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      links.append(link);
    }
    document.head.append(links);
  }
}

/**
 * Readies the platform's number formatting while the app's code is on its way, for a page in a
 * language whose numbers the app writes through `Intl.NumberFormat`: its first use loads locale
 * data (about 100 ms of a phone's processor), which would otherwise fall in the middle of making
 * the page live. English numbers are written by hand and need none.
 */
function readyNumberFormatting(): void {
  const language = document.documentElement.lang || 'en';
  if (language !== 'en') setTimeout(() => new Intl.NumberFormat(language), 0);
}

void afterFirstPaint().then(() => {
  const app = import('./app/start');
  void fetchPageCode();
  readyNumberFormatting();
  return app;
});
