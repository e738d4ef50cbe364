import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChainedCommands, Editor } from '@tiptap/react';
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  type LucideIcon,
  RemoveFormatting,
  SquareCode,
  Strikethrough,
  Underline,
} from 'lucide-react';
import type { RichTextToolbar } from './types';

/** One toggle of the toolbar: its name, icon, when it shows pressed and what it does. */
export type EditorTool = {
  label: MessageDescriptor;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (chain: ChainedCommands) => ChainedCommands;
  /** The toolbars that show it; every toolbar when absent. */
  only?: RichTextToolbar;
};

/** Headings 1–3. */
export const HEADING_TOOLS: EditorTool[] = ([1, 2, 3] as const).map((level) => ({
  label: msg`Heading ${level}`,
  icon: [Heading1, Heading2, Heading3][level - 1] as LucideIcon,
  isActive: (editor) => editor.isActive('heading', { level }),
  run: (chain) => chain.toggleHeading({ level }),
}));

/** Bold, italic, underline and strikethrough. */
export const MARK_TOOLS: EditorTool[] = [
  { label: msg`Bold`, icon: Bold, isActive: (e) => e.isActive('bold'), run: (c) => c.toggleBold() },
  { label: msg`Italic`, icon: Italic, isActive: (e) => e.isActive('italic'), run: (c) => c.toggleItalic() },
  {
    label: msg`Underline`,
    icon: Underline,
    isActive: (e) => e.isActive('underline'),
    run: (c) => c.toggleUnderline(),
  },
  {
    label: msg`Strikethrough`,
    icon: Strikethrough,
    isActive: (e) => e.isActive('strike'),
    run: (c) => c.toggleStrike(),
  },
];

/** Numbered and bullet lists, and the about pages' code block. */
export const BLOCK_TOOLS: EditorTool[] = [
  {
    label: msg`Numbered list`,
    icon: ListOrdered,
    isActive: (e) => e.isActive('orderedList'),
    run: (c) => c.toggleOrderedList(),
  },
  {
    label: msg`Bullet list`,
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (c) => c.toggleBulletList(),
  },
  {
    label: msg`Code block`,
    icon: SquareCode,
    isActive: (e) => e.isActive('codeBlock'),
    run: (c) => c.toggleCodeBlock(),
    only: 'page',
  },
];

/** Official content's Clear formatting, after the link and image buttons. */
export const CLEAR_TOOL: EditorTool = {
  label: msg`Clear formatting`,
  icon: RemoveFormatting,
  isActive: () => false,
  run: (c) => c.unsetAllMarks().clearNodes(),
  only: 'content',
};
