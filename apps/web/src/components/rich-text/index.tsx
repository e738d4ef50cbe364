import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { AfterHydration } from '../ui/after-hydration';
import { Spinner } from '../ui/spinner';
import type { RichTextEditorProps } from './types';

export { RichTextContent, useRichTextHeadings } from './rich-text-content';
export type { RichTextEditorProps, RichTextToolbar } from './types';

// TipTap is large: only the screens that edit load it, in its own chunk, when they render.
const LazyEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/** The rich-text editor, loaded on first use; the space it takes is held while it loads. */
// The editor needs the browser: the server and the hydrating page draw its held space.
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={EDITOR_SPACE}>
      <AfterHydration fallback={EDITOR_SPACE}>
        <LazyEditor {...props} />
      </AfterHydration>
    </Suspense>
  );
}

const EDITOR_SPACE = (
  <div
    role="status"
    className="grid h-[19.5rem] place-items-center rounded-lg border border-slate-300 bg-white text-slate-600 dark:border-white/15 dark:bg-night-900 dark:text-slate-300"
  >
    <span className="flex items-center gap-2 text-sm">
      <Spinner className="size-5" /> <Trans>Loading editor...</Trans>
    </span>
  </div>
);
