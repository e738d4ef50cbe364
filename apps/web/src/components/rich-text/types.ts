/** Which toolbar an editor shows: guides' base set; official content adds Clear formatting; pages add colours and code blocks. */
export type RichTextToolbar = 'guide' | 'content' | 'page';

export type RichTextEditorProps = {
  /** The HTML shown; '' when empty. */
  value: string;
  /** Called with the new HTML ('' when the editor is emptied) on every change. */
  onChange: (html: string) => void;
  toolbar: RichTextToolbar;
  /** Names the writing area (it has no visible label of its own). */
  'aria-label': string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** Uploads a picked image and resolves to its address; without it the image button takes an address only. */
  onUploadImage?: (file: File) => Promise<string>;
  /** Offers hero, database and outfit names as the author types '@' and the start of a name. */
  offersNames?: boolean;
  className?: string;
};
