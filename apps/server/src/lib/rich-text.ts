import {
  filterRichTextStyle,
  isAllowedImageSrc,
  isAllowedLinkHref,
  isExternalLinkHref,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_TAGS,
} from '@haven/shared/rich-text/rules';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  // Drop a disallowed element but keep its text, except where the text is code or markup.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'plaintext',
  ],
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Styles are filtered by the shared rule below, which also serves the web app.
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      if (!isAllowedLinkHref(href)) return { tagName, attribs: {} };
      return {
        tagName,
        attribs: isExternalLinkHref(href)
          ? { href, target: '_blank', rel: RICH_TEXT_LINK_REL }
          : { href, rel: RICH_TEXT_LINK_REL },
      };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const { src = '', alt, title } = attribs;
      if (!isAllowedImageSrc(src)) return { tagName, attribs: {} };
      const kept: sanitizeHtml.Attributes = { src };
      if (alt) kept.alt = alt;
      if (title) kept.title = title;
      return { tagName, attribs: kept };
    },
    span: (tagName, attribs): sanitizeHtml.Tag => {
      const style = filterRichTextStyle(attribs.style ?? '');
      return { tagName, attribs: style ? { style } : {} };
    },
  },
  // An image without an allowed source shows nothing, so it is removed.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Reduces stored rich text to the editors' allow-list: the toolbar's elements only,
 * links to http(s) or mailto with rel="noopener noreferrer nofollow" (and a new tab for
 * web links), images from https or our own /media, colours as the only styles. Every
 * script, event handler, unsafe URL and foreign element is dropped.
 */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
