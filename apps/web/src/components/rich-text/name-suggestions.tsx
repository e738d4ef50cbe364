import { MENTION_MESSAGES } from '@haven/shared/mentions/messages';
import type { MentionTarget } from '@haven/shared/mentions/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PluginKey } from '@tiptap/pm/state';
import { Extension } from '@tiptap/react';
import { Suggestion, type SuggestionProps } from '@tiptap/suggestion';
import { useId } from 'react';
import { cn } from '../../lib/cn';

/** Looks up the names that start with (or hold) what the author typed. */
export type SuggestNames = (query: string, signal: AbortSignal) => Promise<MentionTarget[]>;

/** The open list of names: the names, the one chosen with the arrow keys, and where the typing is. */
export type NameSuggestionView = {
  items: MentionTarget[];
  active: number;
  rect: DOMRect | null;
  choose: (item: MentionTarget) => void;
};

type Listener = (view: NameSuggestionView | null) => void;

const KIND_LABELS: Record<MentionTarget['kind'], MessageDescriptor> = {
  hero: msg`Hero`,
  entry: msg`Database`,
  outfit: msg`Outfit`,
};
const LOOKUP_DELAY_MS = 150;

/**
 * Offers hero, game database and outfit names as the author types after '@' (TipTap's suggestion
 * utility): choosing one writes the exact name as plain text, which every page then links by name.
 */
export function createNameSuggestions(suggest: SuggestNames, onView: Listener) {
  let view: NameSuggestionView | null = null;
  const show = (next: NameSuggestionView | null) => {
    view = next;
    onView(next);
  };
  const fromProps = (
    props: SuggestionProps<MentionTarget, MentionTarget>,
    active = 0,
  ): NameSuggestionView => ({
    items: props.items,
    active: Math.min(active, Math.max(0, props.items.length - 1)),
    rect: props.clientRect?.() ?? null,
    choose: (item) => props.command(item),
  });
  return Extension.create({
    name: 'nameSuggestions',
    addProseMirrorPlugins() {
      return [
        Suggestion<MentionTarget, MentionTarget>({
          pluginKey: new PluginKey('nameSuggestions'),
          editor: this.editor,
          char: '@',
          allowSpaces: true,
          minQueryLength: 1,
          debounce: LOOKUP_DELAY_MS,
          items: async ({ query, signal }) => {
            try {
              return await suggest(query.trim(), signal);
            } catch {
              return [];
            }
          },
          command: ({ editor, range, props }) => {
            editor
              .chain()
              .focus()
              .insertContentAt(range, [{ type: 'text', text: `${props.name} ` }])
              .run();
          },
          render: () => ({
            onStart: (props) => show(fromProps(props)),
            onUpdate: (props) => show(fromProps(props, view?.active ?? 0)),
            onExit: () => show(null),
            onKeyDown: ({ event }) => {
              if (!view || view.items.length === 0) return false;
              const count = view.items.length;
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                const step = event.key === 'ArrowDown' ? 1 : -1;
                show({ ...view, active: (view.active + step + count) % count });
                return true;
              }
              if (event.key === 'Enter' || event.key === 'Tab') {
                const item = view.items[view.active];
                if (item) view.choose(item);
                return true;
              }
              if (event.key === 'Escape') {
                show(null);
                return true;
              }
              return false;
            },
          }),
        }),
      ];
    },
  });
}

/** The names on offer, under the text being typed; a press or Enter writes the chosen one. */
export function NameSuggestionList({ view }: { view: NameSuggestionView | null }) {
  const id = useId();
  const { i18n } = useLingui();
  if (!view?.rect || view.items.length === 0) return null;
  return (
    <div
      className="fixed z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-1 shadow-xl dark:border-white/15 dark:bg-night-900"
      style={{
        top: view.rect.bottom + 4,
        left: Math.max(8, Math.min(view.rect.left, window.innerWidth - 296)),
      }}
    >
      <div role="listbox" id={id} aria-label={MENTION_MESSAGES.suggestionsLabel}>
        {view.items.map((item, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the editor, whose keys (arrows, Enter) choose
          // biome-ignore lint/a11y/useKeyWithClickEvents: the editor's keys choose options
          <div
            key={item.path}
            role="option"
            aria-selected={index === view.active}
            // Keeps the caret in the editor while the name is chosen.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => view.choose(item)}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 dark:text-slate-100',
              index === view.active
                ? 'bg-brand-50 dark:bg-white/10'
                : 'hover:bg-slate-50 dark:hover:bg-white/5',
            )}
          >
            <span data-content className="font-semibold">
              {item.name}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-300">
              {i18n._(KIND_LABELS[item.kind])}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
