import { isAllowedImageSrc, isAllowedLinkHref, RICH_TEXT_LINK_REL } from '@haven/shared/rich-text/rules';
import { Image } from '@tiptap/extension-image';
import { BackgroundColor, Color, TextStyle } from '@tiptap/extension-text-style';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Highlighter,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Palette,
  RemoveFormatting,
  SquareCode,
  Strikethrough,
  Underline,
  Upload,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { INPUT_CLASSES } from '../ui/form-field';
import { Spinner } from '../ui/spinner';
import { RICH_TEXT_CLASSES } from './rich-text-classes';
import type { RichTextEditorProps } from './types';

export const LINK_URL_MESSAGE = 'Please enter a link starting with https://, http:// or mailto:';
export const IMAGE_URL_MESSAGE = 'Please enter an image address starting with https://';
const UPLOAD_FAILED_MESSAGE = 'Failed to upload image';

type Panel = 'link' | 'image' | null;

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
  className,
}: RichTextEditorProps) {
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
    </div>
  );
}

type ToolbarProps = {
  editor: Editor;
  variant: RichTextEditorProps['toolbar'];
  onUploadImage: RichTextEditorProps['onUploadImage'];
};

function Toolbar({ editor, variant, onUploadImage }: ToolbarProps) {
  const [panel, setPanel] = useState<Panel>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      orderedList: e.isActive('orderedList'),
      bulletList: e.isActive('bulletList'),
      link: e.isActive('link'),
      codeBlock: e.isActive('codeBlock'),
      color: (e.getAttributes('textStyle').color as string | undefined) ?? '#000000',
      backgroundColor: (e.getAttributes('textStyle').backgroundColor as string | undefined) ?? '#ffff00',
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div className="border-b border-slate-200 bg-slate-50 dark:border-white/10 dark:bg-white/5">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5 p-1.5">
        <ToolButton
          label="Heading 1"
          active={state.h1}
          onClick={() => chain().toggleHeading({ level: 1 }).run()}
        >
          <Heading1 />
        </ToolButton>
        <ToolButton
          label="Heading 2"
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 />
        </ToolButton>
        <ToolButton
          label="Heading 3"
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 />
        </ToolButton>
        <Separator />
        <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold />
        </ToolButton>
        <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic />
        </ToolButton>
        <ToolButton
          label="Underline"
          active={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        >
          <Underline />
        </ToolButton>
        <ToolButton label="Strikethrough" active={state.strike} onClick={() => chain().toggleStrike().run()}>
          <Strikethrough />
        </ToolButton>
        {variant === 'page' && (
          <>
            <ColorInput
              label="Text colour"
              icon={<Palette />}
              value={state.color}
              onChange={(color) => chain().setColor(color).run()}
            />
            <ColorInput
              label="Background colour"
              icon={<Highlighter />}
              value={state.backgroundColor}
              onChange={(color) => chain().setBackgroundColor(color).run()}
            />
          </>
        )}
        <Separator />
        <ToolButton
          label="Numbered list"
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered />
        </ToolButton>
        <ToolButton
          label="Bullet list"
          active={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List />
        </ToolButton>
        {variant === 'page' && (
          <ToolButton
            label="Code block"
            active={state.codeBlock}
            onClick={() => chain().toggleCodeBlock().run()}
          >
            <SquareCode />
          </ToolButton>
        )}
        <Separator />
        <ToolButton
          label="Link"
          active={state.link || panel === 'link'}
          onClick={() => setPanel(panel === 'link' ? null : 'link')}
        >
          <Link />
        </ToolButton>
        <ToolButton
          label="Image"
          active={panel === 'image'}
          onClick={() => setPanel(panel === 'image' ? null : 'image')}
        >
          <ImagePlus />
        </ToolButton>
        {variant === 'content' && (
          <ToolButton
            label="Clear formatting"
            active={false}
            onClick={() => chain().unsetAllMarks().clearNodes().run()}
          >
            <RemoveFormatting />
          </ToolButton>
        )}
      </div>
      {panel === 'link' && (
        <LinkPanel
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => {
            setPanel(null);
            editor.commands.focus();
          }}
          onApply={(href) => {
            if (href === '') chain().extendMarkRange('link').unsetLink().run();
            else if (editor.state.selection.empty && !editor.isActive('link')) {
              chain()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            } else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
      {panel === 'image' && (
        <ImagePanel
          onUploadImage={onUploadImage}
          onClose={() => {
            setPanel(null);
            editor.commands.focus();
          }}
          onApply={(src) => chain().setImage({ src }).run()}
        />
      )}
    </div>
  );
}

type ToolButtonProps = { label: string; active: boolean; onClick: () => void; children: ReactNode };

function ToolButton({ label, active, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'grid size-9 place-items-center rounded-md text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-white/10 [&_svg]:size-4',
        active && 'bg-brand-100 text-brand-800 dark:bg-brand-500/30 dark:text-white',
      )}
    >
      {children}
    </button>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300 dark:bg-white/15" />;
}

type ColorInputProps = { label: string; icon: ReactNode; value: string; onChange: (color: string) => void };

function ColorInput({ label, icon, value, onChange }: ColorInputProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      title={label}
      className="relative grid size-9 cursor-pointer place-items-center rounded-md text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-white/10 [&_svg]:size-4"
    >
      {icon}
      <span className="sr-only">{label}</span>
      <input
        id={id}
        type="color"
        value={toHexColor(value)}
        onChange={(event) => onChange(event.target.value)}
        className="absolute bottom-0.5 left-1/2 h-1.5 w-6 -translate-x-1/2 cursor-pointer appearance-none border-0 p-0"
      />
    </label>
  );
}

/** The colour picker takes only `#rrggbb`; other forms show as black. */
function toHexColor(value: string): string {
  return /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
}

type UrlPanelProps = { onClose: () => void; onApply: (url: string) => void };

function LinkPanel({ initial, onClose, onApply }: UrlPanelProps & { initial: string }) {
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (trimmed !== '' && !isAllowedLinkHref(trimmed)) {
      setError(LINK_URL_MESSAGE);
      return;
    }
    onApply(trimmed);
    onClose();
  };
  return (
    <UrlForm
      label="Link address"
      placeholder="https://"
      url={url}
      error={error}
      onUrlChange={(next) => {
        setUrl(next);
        setError('');
      }}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={initial ? 'Update link' : 'Add link'}
    />
  );
}

function ImagePanel({
  onClose,
  onApply,
  onUploadImage,
}: UrlPanelProps & Pick<ToolbarProps, 'onUploadImage'>) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const [isUploading, setIsUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (!isAllowedImageSrc(trimmed)) {
      setError(IMAGE_URL_MESSAGE);
      return;
    }
    onApply(trimmed);
    onClose();
  };
  const upload = async (file: File | undefined) => {
    if (!file || !onUploadImage) return;
    setIsUploading(true);
    setError('');
    try {
      onApply(await onUploadImage(file));
      onClose();
    } catch (uploadError) {
      setError(
        uploadError instanceof Error && uploadError.message ? uploadError.message : UPLOAD_FAILED_MESSAGE,
      );
    } finally {
      setIsUploading(false);
    }
  };
  return (
    <UrlForm
      label="Image address"
      placeholder="https://example.com/picture.png"
      url={url}
      error={error}
      onUrlChange={(next) => {
        setUrl(next);
        setError('');
      }}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Insert image"
    >
      {onUploadImage && (
        <>
          <label htmlFor={fileInputId} className="sr-only">
            Image file
          </label>
          <input
            ref={fileInput}
            id={fileInputId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={isUploading}
            onClick={() => fileInput.current?.click()}
          >
            {isUploading ? <Spinner className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
            {isUploading ? 'Uploading...' : 'Upload image'}
          </Button>
        </>
      )}
    </UrlForm>
  );
}

type UrlFormProps = {
  label: string;
  placeholder: string;
  url: string;
  error: string;
  submitLabel: string;
  onUrlChange: (url: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children?: ReactNode;
};

/** The small address form under the toolbar (a nested <form> is not allowed, so it is a group). */
function UrlForm({
  label,
  placeholder,
  url,
  error,
  submitLabel,
  onUrlChange,
  onSubmit,
  onCancel,
  children,
}: UrlFormProps) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-2 dark:border-white/10"
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit(event);
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-700 dark:text-slate-300">
          {label}
        </label>
        <input
          id={id}
          type="url"
          // biome-ignore lint/a11y/noAutofocus: the field opens because its button was pressed, to be typed in at once
          autoFocus
          value={url}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onUrlChange(event.target.value)}
          className={cn(INPUT_CLASSES, 'py-1.5')}
        />
      </div>
      <Button size="sm" onClick={onSubmit}>
        {submitLabel}
      </Button>
      {children}
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="w-full text-sm font-medium text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
