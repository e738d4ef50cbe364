import { useLingui } from '@lingui/react/macro';
import { type Editor, useEditorState } from '@tiptap/react';
import { Highlighter, ImagePlus, Link, Palette } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import { ColorInput } from './color-input';
import { BLOCK_TOOLS, CLEAR_TOOL, type EditorTool, HEADING_TOOLS, MARK_TOOLS } from './editor-tools';
import { ImagePanel, LinkPanel } from './editor-url-panels';
import type { RichTextEditorProps } from './types';

type ToolbarProps = {
  editor: Editor;
  variant: RichTextEditorProps['toolbar'];
  onUploadImage: RichTextEditorProps['onUploadImage'];
};

const ALL_TOOLS = [...HEADING_TOOLS, ...MARK_TOOLS, ...BLOCK_TOOLS, CLEAR_TOOL];

/** The formatting toolbar of the given variant, with the link and image panels it opens. */
export function Toolbar({ editor, variant, onUploadImage }: ToolbarProps) {
  const { i18n, t } = useLingui();
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: ALL_TOOLS.map((tool) => tool.isActive(e)),
      link: e.isActive('link'),
      color: (e.getAttributes('textStyle').color as string | undefined) ?? '#000000',
      backgroundColor: (e.getAttributes('textStyle').backgroundColor as string | undefined) ?? '#ffff00',
    }),
  });
  const chain = () => editor.chain().focus();
  const closePanel = () => {
    setPanel(null);
    editor.commands.focus();
  };
  const tools = (list: EditorTool[]) =>
    list
      .filter((tool) => !tool.only || tool.only === variant)
      .map((tool) => (
        <ToolButton
          key={ALL_TOOLS.indexOf(tool)}
          label={i18n._(tool.label)}
          active={state.active[ALL_TOOLS.indexOf(tool)] ?? false}
          onClick={() => tool.run(chain()).run()}
        >
          <tool.icon />
        </ToolButton>
      ));

  return (
    <div className="border-b border-slate-200 bg-slate-50 dark:border-white/10 dark:bg-white/5">
      <div role="toolbar" aria-label={t`Formatting`} className="flex flex-wrap items-center gap-0.5 p-1.5">
        {tools(HEADING_TOOLS)}
        <Separator />
        {tools(MARK_TOOLS)}
        {variant === 'page' && (
          <>
            <ColorInput
              label={t`Text colour`}
              icon={<Palette />}
              value={state.color}
              onChange={(color) => chain().setColor(color).run()}
            />
            <ColorInput
              label={t`Background colour`}
              icon={<Highlighter />}
              value={state.backgroundColor}
              onChange={(color) => chain().setBackgroundColor(color).run()}
            />
          </>
        )}
        <Separator />
        {tools(BLOCK_TOOLS)}
        <Separator />
        <ToolButton
          label={t`Link`}
          active={state.link || panel === 'link'}
          onClick={() => setPanel(panel === 'link' ? null : 'link')}
        >
          <Link />
        </ToolButton>
        <ToolButton
          label={t`Image`}
          active={panel === 'image'}
          onClick={() => setPanel(panel === 'image' ? null : 'image')}
        >
          <ImagePlus />
        </ToolButton>
        {tools([CLEAR_TOOL])}
      </div>
      {panel === 'link' && (
        <LinkPanel
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={closePanel}
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
          onClose={closePanel}
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
