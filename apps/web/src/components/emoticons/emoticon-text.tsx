import { emoticonImagePath, splitEmoticons } from '@haven/shared/emoticons/emoticons';
import { Fragment, type ReactNode } from 'react';

/**
 * A comment's text with each `:name:` shown as its emoticon image. The text is split into parts
 * and rendered as React text and <img> elements, so nothing a member wrote is ever read as markup.
 */
export function EmoticonText({
  text,
  renderText = (run) => run,
}: {
  text: string;
  /** Draws each run of text between emoticons (links the names it holds, say). */
  renderText?: (run: string) => ReactNode;
}) {
  return (
    <>
      {splitEmoticons(text).map((part, index) =>
        part.type === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text, never reordered
          <Fragment key={index}>{renderText(part.text)}</Fragment>
        ) : (
          <img
            // biome-ignore lint/suspicious/noArrayIndexKey: the same emoticon may appear twice
            key={index}
            src={emoticonImagePath(part.name)}
            alt={`:${part.name}:`}
            title={part.name.replaceAll('_', ' ')}
            width={20}
            height={20}
            className="mx-0.5 inline-block size-5 align-text-bottom"
          />
        ),
      )}
    </>
  );
}
