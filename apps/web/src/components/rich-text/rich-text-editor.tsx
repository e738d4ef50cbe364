import { isAllowedLinkHref, RICH_TEXT_LINK_REL } from '@haven/shared/rich-text/rules';
import { Image } from '@tiptap/extension-image';
import { BackgroundColor, Color, TextStyle } from '@tiptap/extension-text-style';
import { EditorContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Toolbar } from './editor-toolbar';
import { getNameSuggestions } from './get-name-suggestions';
import { createNameSuggestions, NameSuggestionList, type NameSuggestionView } from './name-suggestions';
import { RICH_TEXT_CLASSES } from './rich-text-classes';
import type { RichTextEditorProps } from './types';

/**
 * The one rich-text editor (TipTap) of guides, official content and about pages. Its toolbar
 * has the buttons of the given variant, and it writes only what the server's allow-list keeps.
 */
export function RichTextEditor({
  value,
  onChange,
  toolbar,
  id,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  onUploadImage,
  offersNames = false,
  className,
}: RichTextEditorProps) {
  const [suggestions, setSuggestions] = useState<NameSuggestionView | null>(null);
  const nameSuggestions = useMemo(
    () => (offersNames ? [createNameSuggestions(getNameSuggestions, setSuggestions)] : []),
    [offersNames],
  );
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The HTML the editor holds: what it was given or last wrote. Comparing with it (rather than
  // asking the editor) works while the editor is being replaced, when it has no schema to ask.
  const heldValue = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        codeBlock: toolbar === 'page' ? {} : false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: RICH_TEXT_LINK_REL, target: '_blank' },
          isAllowedUri: (url) => isAllowedLinkHref(url),
        },
      }),
      Image.configure({ allowBase64: false }),
      ...(toolbar === 'page' ? [TextStyle, Color, BackgroundColor] : []),
      ...nameSuggestions,
    ],
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': ariaLabel,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cn(
          RICH_TEXT_CLASSES,
          'min-h-64 px-4 py-3 focus:outline-none [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand-500',
        ),
      },
    },
    onUpdate: ({ editor: current }) => {
      heldValue.current = current.isEmpty ? '' : current.getHTML();
      onChangeRef.current(heldValue.current);
    },
  });

  // A new value from outside (another page chosen, a reset) replaces the text; our own edits are
  // already in the editor, so they are not written back. An editor being torn down is left alone:
  // its replacement starts from the latest value.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === heldValue.current) return;
    heldValue.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:border-brand-500 dark:border-white/15 dark:bg-night-900',
        invalid && 'border-red-500 dark:border-red-400',
        className,
      )}
    >
      <Toolbar editor={editor} variant={toolbar} onUploadImage={onUploadImage} />
      <EditorContent editor={editor} />
      <NameSuggestionList view={suggestions} />
    </div>
  );
}
