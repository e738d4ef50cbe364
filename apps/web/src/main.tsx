// The page's entry: only the styles and a loader, so the server's HTML paints before the browser
// spends its connection and processor on the app that makes the page live.
import './index.css';

/**
 * Resolves once the browser has painted the server's HTML (at once in a hidden tab, which paints
 * nothing).
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint().then(() => import('./app/start'));
