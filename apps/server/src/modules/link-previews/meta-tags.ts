import { escapeAttribute } from 'entities';
import { type LinkPreview, SITE_NAME } from './find-link-preview.ts';

/** An absolute address: chat apps fetch pictures from outside, so site paths get the public address. */
function absolute(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).toString();
}

/**
 * The Open Graph and Twitter card tags of a page. Every value is escaped for a
 * double-quoted attribute, so names and descriptions members wrote stay text.
 */
export function renderMetaTags(preview: LinkPreview, pageUrl: string, publicUrl: string): string {
  const image = absolute(publicUrl, preview.image);
  type Tag = readonly [attribute: 'property' | 'name', key: string, value: string];
  const tags: Tag[] = [
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', absolute(publicUrl, pageUrl)],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', preview.imageAlt],
    ...(preview.imageSize
      ? ([
          ['property', 'og:image:width', String(preview.imageSize.width)],
          ['property', 'og:image:height', String(preview.imageSize.height)],
        ] satisfies Tag[])
      : []),
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', preview.imageAlt],
  ];
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`)
    .join('\n    ');
}
