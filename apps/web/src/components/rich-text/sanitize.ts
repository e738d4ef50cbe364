import {
  filterRichTextStyle,
  isAllowedImageSrc,
  isAllowedLinkHref,
  isExternalLinkHref,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_TAGS,
} from '@haven/shared/rich-text/rules';
import createDOMPurify from 'dompurify';

// Its own instance, so these hooks never change how other code's DOMPurify behaves. The server
// renderer has no DOM: there it shows the stored text, which the API sanitised with the same
// allow-list when it was saved.
const purifier = typeof window === 'undefined' ? null : createDOMPurify(window);

purifier?.addHook('afterSanitizeAttributes', (node) => {
  const tag = node.nodeName.toLowerCase();
  const allowed = RICH_TEXT_ATTRIBUTES[tag] ?? [];
  for (const { name } of [...node.attributes]) {
    if (!allowed.includes(name)) node.removeAttribute(name);
  }
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    node.removeAttribute('target');
    if (!isAllowedLinkHref(href)) {
      node.removeAttribute('href');
      node.removeAttribute('rel');
      return;
    }
    node.setAttribute('rel', RICH_TEXT_LINK_REL);
    if (isExternalLinkHref(href)) node.setAttribute('target', '_blank');
  }
  if (tag === 'img') {
    const src = node.getAttribute('src') ?? '';
    if (!isAllowedImageSrc(src)) node.remove();
    else node.setAttribute('loading', 'lazy');
  }
  if (tag === 'span') {
    const style = filterRichTextStyle(node.getAttribute('style') ?? '');
    if (style) node.setAttribute('style', style);
    else node.removeAttribute('style');
  }
});

const CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/media\/)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * Stored rich text reduced to the same allow-list the server applies when saving (the
 * toolbar's elements, safe links and images, colour styles), so a row written any other
 * way still shows nothing that runs.
 */
export function sanitizeRichHtml(html: string): string {
  return purifier ? purifier.sanitize(html, CONFIG) : html;
}
